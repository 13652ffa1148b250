"""The fit/validation split of the pool's table questions, by table (a table's questions
are all on one side): validation = tables whose CRC-32 of their path is 0-2 mod 10 (280 of
973 tables, 450 of 1,500 questions). Writes fit.txt and validation.txt for
`../shared/tools/score tables --tables-list FILE`.

    python bench/table_split.py OUTDIR
"""

from __future__ import annotations

import json
import sys
import zlib
from pathlib import Path

POOL = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "pool" / "tables"


def is_validation(table: str) -> bool:
    return zlib.crc32(table.encode()) % 10 < 3


def main() -> int:
    if len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    # (An option is no folder: "--help" once made a folder of that name, committed by mistake.)
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        print("usage: python bench/table_split.py OUTDIR", file=sys.stderr)
        return 2
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    tables = sorted({json.loads(line)["table"] for line in (POOL / "questions.jsonl").open()})
    (out / "validation.txt").write_text("\n".join(t for t in tables if is_validation(t)) + "\n")
    (out / "fit.txt").write_text("\n".join(t for t in tables if not is_validation(t)) + "\n")
    print(f"{sum(map(is_validation, tables))} validation tables, {sum(not is_validation(t) for t in tables)} fit tables")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
