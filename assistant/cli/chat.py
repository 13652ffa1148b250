"""`assistant chat`: an interactive REPL over one session.

In a terminal: persistent input history, Alt-Enter (or a trailing backslash) for a new
line, slash commands with tab completion, Ctrl-C cancels the current turn (the session is
untouched: a turn is written only when it completes), Ctrl-D exits. When standard input
is not a terminal, each input line is a turn, so the REPL can be scripted.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from assistant.cli.common import DocsOpt, JsonOpt, ProviderOpt, SessionOpt, guarded, settings_from

COMMANDS = {
    "/help": "show this help",
    "/session": "show the session id, its file and turn count",
    "/new": "start a new session",
    "/sources": "show the sources and passages of the last answer",
    "/json": "print the last turn as JSON",
    "/history": "show this session's conversation",
    "/exit": "leave (Ctrl-D works too)",
}


class Repl:
    def __init__(self, assistant: Any, session_id: str, console: Any, json_out: bool, interactive: bool = False) -> None:
        self.interactive = interactive
        self.assistant = assistant
        self.session_id = session_id
        self.console = console
        self.json_out = json_out
        self.last: Any = None

    # -- one input --------------------------------------------------------------------
    def handle(self, text: str) -> bool:
        """Serve one input; False when the user asked to leave."""
        from rich.text import Text

        text = text.strip()
        if not text:
            return True
        if text.startswith("/"):
            return self.command(text.split()[0].lower())
        from assistant.cli.common import report_error
        from assistant.errors import AssistantError

        streamed: list[str] = []
        # In a terminal, an answer or summary that streams (an LLM) is shown as it arrives.
        show = (lambda piece: self._show_piece(piece, streamed)) if self.interactive and not self.json_out else None
        try:
            out = self.assistant.ask(text, session_id=self.session_id, on_text=show)
        except KeyboardInterrupt:
            self.console.print(Text("cancelled; the session is unchanged", style="yellow"))
            return True
        except AssistantError as exc:
            report_error(exc)  # the same boundary as every command: one redacted line on stderr
            return True
        self.last = out
        if self.json_out:
            typer.echo(out.model_dump_json())
        elif streamed and out.provider == "openai":
            from assistant.cli.render import badge, confidence_line

            # The text was shown as it arrived; add what a streamed reply lacks.
            self.console.print()
            for point in out.response.points():
                self.console.print(Text(f"  • {point}"))
            self.console.print(badge(out))
            if out.response.sources:
                self.console.print(Text(f"Sources: {', '.join(out.response.sources)}", style="dim"))
            self.console.print(confidence_line(out.response))
        else:
            from assistant.cli.render import render_turn

            render_turn(self.console, out)
        return True

    def _show_piece(self, piece: str, received: list[str]) -> None:
        received.append(piece)
        self.console.print(piece, end="", soft_wrap=True, highlight=False, markup=False)

    def command(self, name: str) -> bool:
        from rich.text import Text

        actions: dict[str, Callable[[], bool | None]] = {
            "/help": self._help, "/session": self._session, "/new": self._new, "/sources": self._sources,
            "/json": self._json, "/history": self._history, "/exit": lambda: False, "/quit": lambda: False,
        }
        action = actions.get(name)
        if action is None:
            self.console.print(Text(f"unknown command {name}; try /help"))
            return True
        result = action()
        return True if result is None else result

    def _help(self) -> None:
        from rich.text import Text

        for name, text in COMMANDS.items():
            self.console.print(Text.assemble("  ", (f"{name:<10}", "bold"), f" {text}"))
        self.console.print("  Alt-Enter or a trailing \\ continues on a new line; Ctrl-C cancels a turn.")

    def _session(self) -> None:
        from rich.text import Text

        store = self.assistant.context.store
        session = store.load(self.session_id)
        turns = len(session.turns) if session else 0
        self.console.print(Text(f"session {self.session_id} · {turns} turns · stored in {store.location()}"))

    def _new(self) -> None:
        from rich.text import Text

        from assistant.store import new_session_id

        self.session_id = new_session_id()
        self.last = None
        self.console.print(Text(f"new session {self.session_id}"))

    def _sources(self) -> None:
        from rich.text import Text

        if self.last is None:
            self.console.print("no answer yet")
            return
        response = self.last.response
        self.console.print(Text("sources: " + (", ".join(response.sources) if response.sources else "none")))
        for snippet in response.passages():
            text = " ".join(snippet.text.split())
            self.console.print(Text.assemble("  ", (snippet.chunk_id, "dim"), f" {text[:240]}"))

    def _json(self) -> None:
        if self.last is None:
            self.console.print("no answer yet")
            return
        typer.echo(json.dumps(self.last.model_dump(mode="json"), indent=1))

    def _history(self) -> None:
        from rich.text import Text

        session = self.assistant.context.store.load(self.session_id)
        if not session or not session.messages:
            self.console.print("no turns yet")
            return
        for message in session.messages:
            who = ("you", "cyan") if message.role == "user" else ("assistant", "green")
            self.console.print(Text.assemble(who, f" ({message.turn}): {message.content}"))


@guarded
def chat(
    session: SessionOpt = None,
    docs: DocsOpt = None,
    provider: ProviderOpt = None,
    json_out: JsonOpt = False,
    history_file: Annotated[str | None, typer.Option("--history-file", help="Input history (default: SESSIONS_DIR/.chat_history).")] = None,
) -> None:
    """Talk with the assistant over one session (new, or --session ID to resume)."""
    from assistant.cli.common import stdout_console
    from assistant.service import Assistant
    from assistant.store import check_session_id, new_session_id

    settings = settings_from(docs, provider)
    session_id = check_session_id(session) if session else new_session_id()
    assistant = Assistant(settings)
    if session:
        assistant.context.store.load(session)  # a corrupt file fails here, before any input
    console = stdout_console()
    repl = Repl(assistant, session_id, console, json_out, interactive=sys.stdin.isatty())
    if not sys.stdin.isatty():
        for line in sys.stdin:
            if not repl.handle(line):
                break
        return
    _interactive(repl, history_file or str(settings.sessions_dir / ".chat_history"))


def _interactive(repl: Repl, history_path: str) -> None:
    from pathlib import Path

    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.history import FileHistory, InMemoryHistory
    from prompt_toolkit.key_binding import KeyBindings

    bindings = KeyBindings()

    @bindings.add("escape", "enter")
    def _newline(event: Any) -> None:
        event.current_buffer.insert_text("\n")

    try:
        Path(history_path).parent.mkdir(parents=True, exist_ok=True)
        history: Any = FileHistory(history_path)
    except OSError:
        history = InMemoryHistory()
    prompt = PromptSession(
        history=history,
        completer=WordCompleter([*COMMANDS, "/quit"], sentence=True, match_middle=False),
        complete_while_typing=False,
        key_bindings=bindings,
    )
    repl.console.print(f"[bold]assistant[/bold] · session {repl.session_id} · /help for commands, Ctrl-D to leave")
    while True:
        try:
            text = prompt.prompt("> ")
            while text.endswith("\\"):
                text = text[:-1] + "\n" + prompt.prompt("… ")
        except KeyboardInterrupt:
            continue  # Ctrl-C at the prompt clears the line
        except EOFError:
            break
        if not repl.handle(text):
            break
    repl.console.print(f"bye · session {repl.session_id} saved")
