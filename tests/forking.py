"""Running a function in a forked child, for the durability tests of both stores."""

from __future__ import annotations

import os
from collections.abc import Callable


def child(fn: Callable[..., object], *args: object) -> int:
    """Run fn in a forked child that exits without running the parent's cleanup; the exit
    code says whether it raised (the traceback goes to stderr)."""
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            fn(*args)
        except BaseException:  # noqa: BLE001 - report any failure through the exit code
            import traceback

            traceback.print_exc()
            code = 1
        finally:
            os._exit(code)
    return pid
