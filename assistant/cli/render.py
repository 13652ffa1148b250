"""Human output with rich: an intent/confidence badge, the answer, its sources."""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

_COLORS = {"qa": "cyan", "summarization": "magenta", "calculation": "green", "unknown": "yellow"}


def badge(out: Any) -> Text:
    intent = out.intent.intent_type
    text = Text()
    text.append(f" {intent} ", style=f"bold black on {_COLORS.get(intent, 'white')}")
    text.append(f" {out.intent.confidence:.0%}", style="bold")
    text.append(f"  session {out.session_id} · turn {out.turn} · {out.provider}", style="dim")
    if out.flags:
        text.append("  [" + ", ".join(out.flags) + "]", style="yellow")
    return text


def body(out: Any) -> Group:
    r = out.response
    parts: list[Any] = []
    if "summary" in r:
        parts.append(Text(str(r["summary"])))
        points = r.get("key_points") or []
        if points:
            parts.append(Text("\nKey points", style="bold"))
            parts.extend(Text(f"  • {p}") for p in points)
    elif "expression" in r:
        if r.get("status") == "computed":
            parts.append(Text.from_markup(f"[bold]{escape(str(r.get('result_display') or r.get('result_exact')))}[/bold]"))
            parts.append(Text(f"expression: {r.get('expression')}", style="dim"))
            if r.get("formula") and r.get("formula") != r.get("expression"):
                parts.append(Text(f"formula:    {r.get('formula')}", style="dim"))
            if r.get("explanation"):
                parts.append(Text(f"note: {r['explanation']}", style="yellow"))
        else:
            parts.append(Text(f"Not computed: {r.get('explanation') or 'no expression'}", style="yellow"))
    else:
        parts.append(Text(str(r.get("answer", ""))))
    sources = r.get("sources") or []
    if sources:
        parts.append(Text("\nSources: " + ", ".join(sources), style="dim"))
    snippets = r.get("snippets") or []
    for s in snippets[:2]:
        parts.append(Text(f"  [{s['chunk_id']}]", style="dim"))
    return Group(*parts)


def render_turn(console: Console, out: Any) -> None:
    console.print(badge(out))
    if out.notice:
        console.print(Text(out.notice, style="yellow"))
    console.print(Panel(body(out), border_style=_COLORS.get(out.intent.intent_type, "white"), expand=False))
