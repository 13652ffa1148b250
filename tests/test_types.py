"""The package type-checks under mypy --strict (configured in pyproject.toml): types
everywhere is a rule of the codebase, and CI is where a rule holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_type_checks_strictly(tmp_path: Path) -> None:
    # A cache of its own: a stale shared cache cannot hide an error, nor two runs collide.
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "Success" in done.stdout
