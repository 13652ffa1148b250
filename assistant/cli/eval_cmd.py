"""`assistant eval routing FILE.jsonl`: routing accuracy on a labelled file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from assistant.cli.common import JsonOpt, ProviderOpt, guarded, read_input_lines, settings_from

app = typer.Typer(help="Measure the assistant on labelled data.", no_args_is_help=True)


@app.command("routing")
@guarded
def routing(
    file: Annotated[Path, typer.Argument(help='JSON lines: {"text", "label", "context"?}.')],
    json_out: JsonOpt = False,
    provider: ProviderOpt = None,
) -> None:
    """Accuracy, macro-F1, per-label precision/recall, confusion matrix and calibration."""
    from assistant.engines.base import Conversation
    from assistant.errors import InputError
    from assistant.evaluation import Prediction, report
    from assistant.intents import INTENT_NAMES
    from assistant.engines.registry import build_engine

    lines = read_input_lines(file)
    engine = build_engine(settings_from(provider=provider))
    preds: list[Prediction] = []
    errors = 0
    for line in lines:
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            text, label = item["text"], item["label"]
            if label not in INTENT_NAMES or not isinstance(text, str) or not text.strip():
                raise ValueError
        except (json.JSONDecodeError, KeyError, TypeError, ValueError):
            errors += 1
            continue
        result = engine.classify(text, Conversation(), has_attachment=bool(item.get("context"))).value
        flagged = result.unsure
        preds.append(Prediction(label, result.intent.intent_type, result.intent.confidence, flagged))
    if not preds:
        raise InputError(f"no labelled lines in {file}")
    rep = report(preds, list(INTENT_NAMES), errors=errors)
    if json_out:
        typer.echo(rep.model_dump_json())
        return
    from rich.table import Table

    from assistant.cli.common import stdout_console

    console = stdout_console()
    console.print(f"[bold]{rep.n}[/bold] lines · accuracy [bold]{rep.accuracy:.3f}[/bold] · macro-F1 [bold]{rep.macro_f1:.3f}[/bold] · "
                  f"ECE (10 bins) {rep.ece:.3f} · flagged {rep.flagged}"
                  + (f" (accuracy {rep.flagged_accuracy:.2f})" if rep.flagged_accuracy is not None else "")
                  + (f" · {errors} bad lines skipped" if errors else ""))
    scores = Table("label", "precision", "recall", "F1", "support")
    for label, s in rep.per_label.items():
        scores.add_row(label, f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}", str(s.support))
    console.print(scores)
    matrix = Table("gold \\ predicted", *INTENT_NAMES)
    for gold, row in rep.confusion.items():
        matrix.add_row(gold, *(str(row.get(p, 0)) for p in INTENT_NAMES))
    console.print(matrix)
