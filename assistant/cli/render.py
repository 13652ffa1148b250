"""Human output with rich: a routing badge, the reply, its confidence and sources.

Every piece of user or document text goes through `Text` (never markup), so brackets in
a question or a document are shown as written. Replies are rendered from what the
response model says of itself (`headline`, `points`, `details`), whatever its kind.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from assistant.schemas import Reply

_COLORS = {"qa": "cyan", "summarization": "magenta", "calculation": "green", "unknown": "yellow"}


def badge(out: Any) -> Text:
    intent = out.intent.intent_type
    text = Text()
    text.append(f" {intent} ", style=f"bold black on {_COLORS.get(intent, 'white')}")
    text.append(f" routing {out.intent.confidence:.0%}", style="dim")
    text.append(f"  session {out.session_id} · turn {out.turn} · {out.provider}", style="dim")
    if out.flags:
        text.append("  [" + ", ".join(out.flags) + "]", style="yellow")
    return text


def confidence_line(response: Reply) -> Text:
    """The answer's own confidence: the number a reader needs, labelled as such."""
    return Text(f"answer confidence {response.confidence:.0%}", style="bold" if response.served else "dim")


def body(out: Any) -> Group:
    response: Reply = out.response
    parts: list[Any] = [Text(response.headline(), style="bold" if response.headline_bold else ("" if response.served else "yellow"))]
    points = response.points()
    if points:
        parts.append(Text("\nKey points", style="bold"))
        parts.extend(Text(f"  • {p}") for p in points)
    for label, value in response.details():
        parts.append(Text(f"{label + ':':<11} {value}", style="yellow" if label == "note" else "dim"))
    if response.sources:
        parts.append(Text("\nSources: " + ", ".join(response.sources), style="dim"))
    for snippet in response.passages()[:2]:
        parts.append(Text(f"  [{snippet.chunk_id}]", style="dim"))
    parts.append(confidence_line(response))
    return Group(*parts)


def plain_lines(out: Any) -> list[str]:
    """The turn for a pipe or a file: the answer, its points and details, its sources and
    its confidence, as plain lines (no box drawing, no colour codes)."""
    response: Reply = out.response
    lines = [response.headline()]
    lines += [f"- {p}" for p in response.points()]
    lines += [f"{label}: {value}" for label, value in response.details()]
    if response.sources:
        lines.append("Sources: " + ", ".join(response.sources))
    # The flags the terminal's badge shows ("unsure_answer", "ungrounded": a model's answer
    # whose numbers its sources do not hold) are said in a pipe too.
    flags = f" · [{', '.join(out.flags)}]" if out.flags else ""
    lines.append(f"answer confidence {response.confidence:.0%} · routing {out.intent.intent_type} {out.intent.confidence:.0%}{flags}")
    return lines


def render_turn(console: Console, out: Any) -> None:
    if not console.is_terminal:
        import sys

        if out.notice:
            print(f"notice: {out.notice}", file=sys.stderr)
        for line in plain_lines(out):
            console.out(line, highlight=False)
        return
    console.print(badge(out))
    if out.notice:
        console.print(Text(out.notice, style="yellow"))
    console.print(Panel(body(out), border_style=_COLORS.get(out.intent.intent_type, "white"), expand=False))
