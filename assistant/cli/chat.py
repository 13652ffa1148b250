"""`assistant chat`: an interactive REPL over one session.

In a terminal: persistent input history, Alt-Enter (or a trailing backslash) for a new
line, slash commands with tab completion, Ctrl-C cancels the current turn (the session is
untouched: a turn is written only when it completes), Ctrl-D exits. When standard input
is not a terminal, each input line is a turn, so the REPL can be scripted.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from assistant.cli.common import DocsOpt, JsonOpt, ProviderOpt, SessionOpt, guarded, index_progress, json_line, settings_from

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

        if text.startswith("//") or text.startswith(" /"):
            text = text.strip()[1:] if text.startswith("//") else text.strip()  # text that starts with "/"
        else:
            text = text.strip()
            if not text:
                return True
            name = text.split()[0].lower()
            if name in self.actions():
                return self.command(name)
            if text.startswith("/") and len(text.split()) == 1 and "/" not in text[1:]:
                # One word after a slash, like a command: a mistyped command, not a question.
                self.notify(f"unknown command {name}; try /help (// or a leading space sends text starting with /)")
                return True
        from assistant.cli.common import report_error
        from assistant.errors import AssistantError

        streamed: list[str] = []
        # In a terminal, an answer or summary that streams (an LLM) is shown as it arrives.
        show = (lambda piece: self._show_piece(piece, streamed)) if self.interactive and not self.json_out else None
        try:
            out = self.assistant.ask(text, session_id=self.session_id, on_text=show)
        except KeyboardInterrupt:
            self.notify("cancelled; the session is unchanged")
            return True
        except AssistantError as exc:
            report_error(exc)  # the same boundary as every command: one redacted line on stderr
            return True
        self.last = out
        if self.json_out:
            typer.echo(json_line(out.model_dump_json()))
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

    def actions(self) -> dict[str, Callable[[], bool | None]]:
        return {
            "/help": self._help, "/session": self._session, "/new": self._new, "/sources": self._sources,
            "/json": self._json, "/history": self._history, "/exit": lambda: False, "/quit": lambda: False,
        }

    def command(self, name: str) -> bool:
        result = self.actions()[name]()
        return True if result is None else result

    def notify(self, message: str) -> None:
        """A notice, not an answer: with --json it goes to stderr, so stdout stays JSON lines."""
        from rich.text import Text

        if self.json_out:
            print(json.dumps({"notice": message}), file=sys.stderr, flush=True)
        else:
            self.console.print(Text(message))

    def show(self, message: str, data: Any = None) -> None:
        """What a command shows: one JSON object per line with --json, else text."""
        from rich.text import Text

        if self.json_out:
            typer.echo(json.dumps(data if data is not None else {"message": message}))
        else:
            self.console.print(Text(message))

    def _help(self) -> None:
        from rich.text import Text

        if self.json_out:
            typer.echo(json.dumps({"commands": COMMANDS}))
            return
        for name, text in COMMANDS.items():
            self.console.print(Text.assemble("  ", (f"{name:<10}", "bold"), f" {text}"))
        self.console.print("  Alt-Enter or a trailing \\ continues on a new line; // or a leading space sends text")
        self.console.print("  that starts with /; Ctrl-C cancels a turn.")

    def _session(self) -> None:
        store = self.assistant.context.store
        session = store.load(self.session_id)
        turns = len(session.turns) if session else 0
        self.show(f"session {self.session_id} · {turns} turns · stored in {store.location()}",
                  {"session_id": self.session_id, "turns": turns, "store": store.location()})

    def _new(self) -> None:
        from assistant.records import new_session_id

        self.session_id = new_session_id(self.assistant.context.store.exists)
        self.last = None
        self.show(f"new session {self.session_id}", {"session_id": self.session_id, "turns": 0})

    def _sources(self) -> None:
        from rich.text import Text

        if self.last is None:
            self.notify("no answer yet")
            return
        response = self.last.response
        if self.json_out:
            typer.echo(json.dumps({"sources": response.sources,
                                   "passages": [p.model_dump(mode="json") for p in response.passages()]}))
            return
        self.console.print(Text("sources: " + (", ".join(response.sources) if response.sources else "none")))
        for snippet in response.passages():
            text = " ".join(snippet.text.split())
            self.console.print(Text.assemble("  ", (snippet.chunk_id, "dim"), f" {text[:240]}"))

    def _json(self) -> None:
        if self.last is None:
            self.notify("no answer yet")
            return
        # One line under --json (a JSON-lines stream); indented for a reader otherwise.
        typer.echo(json.dumps(self.last.model_dump(mode="json"), indent=None if self.json_out else 1))

    def _history(self) -> None:
        from rich.text import Text

        session = self.assistant.context.store.load(self.session_id)
        if not session or not session.messages:
            self.notify("no turns yet")
            return
        if self.json_out:
            typer.echo(json.dumps({"messages": [m.model_dump(mode="json") for m in session.messages]}))
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
    history_file: Annotated[str | None, typer.Option("--history-file", help="Input history (default: SESSIONS_DIR/.chat_history, or the per-user folder with a database store).")] = None,
) -> None:
    """Talk with the assistant over one session (new, or --session ID to resume)."""
    from assistant.cli.common import stdout_console
    from assistant.service import Assistant
    from assistant.records import check_session_id, new_session_id

    settings = settings_from(docs, provider)
    given = check_session_id(session) if session else None  # a bad id fails before any work
    assistant = Assistant(settings, progress=None if json_out else index_progress())
    session_id = given or new_session_id(assistant.context.store.exists)
    if session:
        assistant.context.store.load(session)  # a corrupt file fails here, before any input
    console = stdout_console()
    repl = Repl(assistant, session_id, console, json_out, interactive=sys.stdin.isatty())
    if not sys.stdin.isatty():
        pending = ""
        for line in sys.stdin:
            line = line.rstrip("\n")
            if line.endswith("\\"):  # continues on the next line, as at the prompt
                pending += line[:-1] + "\n"
                continue
            if not repl.handle(pending + line):
                break
            pending = ""
        if pending:
            repl.handle(pending)
        return
    if history_file is None:
        from assistant.envvars import user_data_dir

        # Beside the session files; with a database store, in the per-user folder.
        history_file = str((assistant.context.store.folder or user_data_dir()) / ".chat_history")
    _interactive(repl, history_file)


def _interactive(repl: Repl, history_path: str) -> None:
    from pathlib import Path

    from prompt_toolkit import PromptSession
    from prompt_toolkit.application.current import get_app
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.filters import Condition
    from prompt_toolkit.history import FileHistory, InMemoryHistory
    from prompt_toolkit.key_binding import KeyBindings

    bindings = KeyBindings()

    @bindings.add("escape", "enter")
    def _newline(event: Any) -> None:
        event.current_buffer.insert_text("\n")

    # A trailing backslash continues the input on a new line of the same buffer, so a
    # multi-line input is one history entry.
    @bindings.add("enter", filter=Condition(lambda: get_app().current_buffer.text.endswith("\\")))
    def _continue(event: Any) -> None:
        event.current_buffer.delete_before_cursor(1)
        event.current_buffer.insert_text("\n")

    try:
        from assistant.private import FILE_MODE, private_dir

        private_dir(Path(history_path).parent)
        os.close(os.open(history_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, FILE_MODE))  # private from the start
        history: Any = FileHistory(history_path)
    except OSError:
        history = InMemoryHistory()
    prompt: PromptSession[str] = PromptSession(
        history=history,
        completer=WordCompleter([*COMMANDS, "/quit"], sentence=True, match_middle=False),
        complete_while_typing=False,
        key_bindings=bindings,
    )
    from rich.text import Text

    store = repl.assistant.context.store
    repl.console.print(Text.assemble(("assistant", "bold"), f" · session {repl.session_id} · stored in {store.location()}"
                                     " · /help for commands, Ctrl-D to leave"))
    while True:
        try:
            text = prompt.prompt("> ")
        except KeyboardInterrupt:
            continue  # Ctrl-C at the prompt clears the line
        except EOFError:
            break
        if not repl.handle(text):
            break
    repl.console.print(Text(farewell(repl)))


def farewell(repl: Repl) -> str:
    """"saved" only when the session has a file: a new session with no turn has none."""
    if repl.assistant.context.store.load(repl.session_id) is not None:
        return f"bye · session {repl.session_id} saved"
    return "bye · nothing to save (no turn in this session)"

