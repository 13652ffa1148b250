"""A throwaway PostgreSQL server on 127.0.0.1 for tests and benchmarks.

Uses the machine's PostgreSQL binaries (Debian's /usr/lib/postgresql/N/bin, or initdb on
PATH). `initdb` refuses to run as root, so as root the server runs as the `postgres` user
on a folder that user owns. Password authentication (scram) on TCP only, no Unix socket.
"""

from __future__ import annotations

import glob
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

PASSWORD_LENGTH = 24


def binaries() -> Path | None:
    """The folder holding initdb and pg_ctl, or None when this machine has no PostgreSQL."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def unavailable() -> str | None:
    """Why no server can be started here (one line), or None."""
    if binaries() is None:
        return "no PostgreSQL server binaries (initdb) on this machine"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root without runuser to start PostgreSQL as another user"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install -e '.[postgres]')"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    def __init__(self) -> None:
        bin_dir = binaries()
        if bin_dir is None:
            raise RuntimeError("no PostgreSQL binaries")
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="assistant-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.port = _free_port()
        self.password = secrets.token_urlsafe(PASSWORD_LENGTH)[:PASSWORD_LENGTH]
        self.as_root = os.geteuid() == 0
        if self.as_root:
            os.chmod(self.root, 0o755)
            shutil.chown(self.root, "postgres", "postgres")
        self.superuser = "postgres" if self.as_root else os.environ.get("USER", "postgres")

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        command = [*(["runuser", "-u", "postgres", "--"] if self.as_root else []), *args]
        return subprocess.run(command, capture_output=True, text=True, check=check, timeout=120, cwd=self.root)

    def init(self) -> "PgServer":
        pwfile = self.root / "pw"
        pwfile.write_text(self.password + "\n")
        if self.as_root:
            shutil.chown(pwfile, "postgres", "postgres")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", self.superuser, f"--pwfile={pwfile}",
                  "--auth=scram-sha-256", "--no-sync", "-E", "UTF8", "--locale=C")
        pwfile.unlink()
        return self

    def start(self, *, durable: bool = False) -> "PgServer":
        """Tests run without fsync (a throwaway server); benchmarks pass durable=True, so the
        comparison with the file store (which fsyncs every turn) is fair."""
        options = (f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories='' -c max_connections=60"
                   + ("" if durable else " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"))
        self.durable = durable
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60",
                  "-o", options, "start")
        return self

    def stop(self, mode: str = "fast") -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop", check=False)

    def restart(self) -> None:
        self.stop()
        self.start(durable=getattr(self, "durable", False))

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres", *, password: str | None = None) -> str:
        return (f"postgresql://{self.superuser}:{password if password is not None else self.password}"
                f"@127.0.0.1:{self.port}/{database}")

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def wait_ready(self, seconds: float = 30) -> None:
        import psycopg

        end = time.monotonic() + seconds
        while True:
            try:
                psycopg.connect(self.url(), connect_timeout=2).close()
                return
            except psycopg.OperationalError:
                if time.monotonic() > end:
                    raise
                time.sleep(0.1)
