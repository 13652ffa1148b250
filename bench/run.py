"""Benchmarks: one entry point, a markdown table per section. Never part of the test run.

    python bench/run.py [SECTION ...] [--dev DIR] [--runs N]

Sections: calc, routing, qa, startup, turns, retrieval, llm (default); against, followups,
scale, real-llm, gsm8k, files, stores, tables on request. Dev-split sections
need the evaluation folder (default ../shared/eval/dev). Timings are medians of N runs
(default 5); ratios are taken pair by pair in the same run (A B A B ...).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
PY = sys.executable
MAIN = str(ROOT / "main.py")


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
    env.update(ASSISTANT_PROVIDER="offline", ASSISTANT_SESSIONS_DIR=str(tmp / "sessions"),
               ASSISTANT_LOGS_DIR=str(tmp / "logs"), NO_COLOR="1")
    return env


def run_batch(lines: list[dict], tmp: Path, *extra: str) -> tuple[list[dict], float]:
    src = tmp / f"in-{time.monotonic_ns()}.jsonl"
    out = tmp / f"out-{time.monotonic_ns()}.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines))
    t0 = time.perf_counter()
    # Exit 1 only says some lines failed: their error objects are in the output like the rest.
    subprocess.run([PY, MAIN, "batch", str(src), "-o", str(out), "--no-progress", *extra],
                   env=_env(tmp), stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - t0
    return [json.loads(line) for line in out.read_text().split("\n") if line.strip()], elapsed


def table(header: list[str], rows: list[list[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def median_time(cmd: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs + 1):  # the first run warms the disk cache and is not counted
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return statistics.median(times[1:])


def paired_ratio(a: list[str], b: list[str], runs: int, env: dict[str, str]) -> tuple[float, float, float]:
    """(median A, median B, median of A/B taken pair by pair)."""
    ta, tb, ratios = [], [], []
    for i in range(runs + 1):
        t0 = time.perf_counter()
        subprocess.run(a, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        t1 = time.perf_counter()
        subprocess.run(b, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        t2 = time.perf_counter()
        if i:
            ta.append(t1 - t0)
            tb.append(t2 - t1)
            ratios.append((t1 - t0) / (t2 - t1))
    return statistics.median(ta), statistics.median(tb), statistics.median(ratios)


# -- sections -------------------------------------------------------------------------

def bench_calc(dev: Path, tmp: Path, runs: int) -> str:
    from assistant.tools.calculator import calculate

    exprs = ["4200 - (1200 + 0.12*4200)", "(-31890)/(-22323) + 1 + (-426)/14", "sqrt(2) * 3", "12% of 4,200", "2**64 / 3"]
    n = 20_000
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        for i in range(n):
            calculate(exprs[i % len(exprs)])
        samples.append(n / (time.perf_counter() - t0))
    out = [f"Calculator throughput (in process, {len(exprs)} mixed expressions): "
           f"**{statistics.median(samples):,.0f} evaluations/s** (median of {runs} runs of {n:,})."]
    items = [json.loads(line) for line in (dev / "calc.jsonl").read_text().splitlines()]
    rows, _ = run_batch([{"id": x["id"], "text": x["text"]} for x in items], tmp)
    by_id = {r["id"]: r for r in rows}
    stats: dict[str, Counter[str]] = {}
    for item in items:
        source = "gsm8k" if item["source"].startswith("gsm8k") else "mathematics_dataset"
        counter = stats.setdefault(source, Counter())
        counter["n"] += 1
        response = by_id[item["id"]].get("response", {})
        exact = response.get("result_exact")
        if exact is None:
            counter["declined"] += 1
            continue
        try:
            right = Fraction(str(exact)) == Fraction(str(item["answer"]))
        except (ValueError, ZeroDivisionError):
            right = False
        if right:
            counter["right"] += 1
            counter["string-identical"] += str(exact) == str(item["answer"])
        elif response.get("confidence", 0) >= 0.5:
            counter["wrong, confidence >= 0.5"] += 1
        else:
            counter["wrong, confidence < 0.5"] += 1
    header = ["source", "n", "right", "string-identical", "declined", "wrong, confidence >= 0.5", "wrong, confidence < 0.5"]
    body = [[s, *(c[h] for h in header[1:])] for s, c in stats.items()]
    return "\n\n".join(out + ["Dev calc split through `batch`:", table(header, body)])


def bench_routing(dev: Path, tmp: Path, runs: int) -> str:
    items = [json.loads(line) for line in (dev / "routing.jsonl").read_text().splitlines()]
    lines = [{"id": x["id"], "text": x["text"], **({"context": x["context"]} if x.get("context") else {})} for x in items]
    rows, elapsed = run_batch(lines, tmp)
    gold = {x["id"]: x["label"] for x in items}
    pred = {r["id"]: r["intent"]["intent_type"] for r in rows if "intent" in r}
    labels = ["qa", "summarization", "calculation", "unknown"]
    correct = sum(pred.get(i) == g for i, g in gold.items())
    body = []
    for label in labels:
        tp = sum(1 for i, g in gold.items() if g == label and pred.get(i) == label)
        fp = sum(1 for i, g in gold.items() if g != label and pred.get(i) == label)
        fn = sum(1 for i, g in gold.items() if g == label and pred.get(i) != label)
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        body.append([label, f"{p:.3f}", f"{r:.3f}", f"{f1:.3f}"])
    from assistant.engines.base import Conversation
    from assistant.engines.offline.engine import OfflineEngine

    engine = OfflineEngine()
    latencies = []
    for item in items:
        t0 = time.perf_counter()
        engine.classify(item["text"], Conversation(), has_attachment=bool(item.get("context"))).value
        latencies.append(time.perf_counter() - t0)
    latencies.sort()
    ece = json.loads(subprocess.run([PY, MAIN, "eval", "routing", str(dev / "routing.jsonl"), "--json"], check=True,
                                    capture_output=True, text=True, env=_env(tmp)).stdout)
    return (f"Dev routing split through `batch` ({len(items)} lines): accuracy **{correct / len(items):.3f}**; "
            f"batch throughput {len(items) / elapsed:.0f} turns/s (whole process, {elapsed:.1f} s). "
            f"Offline routing latency: median {statistics.median(latencies) * 1e6:.0f} µs, "
            f"p99 {latencies[int(len(latencies) * 0.99)] * 1e6:.0f} µs per query. "
            f"`eval routing`: macro-F1 {ece['macro_f1']:.3f}, ECE (10 bins) {ece['ece']:.3f}, "
            f"{ece['flagged']} turns flagged unsure (their accuracy {ece['flagged_accuracy']:.2f}).\n\n"
            + table(["label", "precision", "recall", "F1"], body))


def bench_qa(dev: Path, tmp: Path, runs: int) -> str:
    items = [json.loads(line) for line in (dev / "qa.jsonl").read_text().splitlines()]
    rows, elapsed = run_batch([{"id": x["id"], "text": x["question"]} for x in items], tmp, "--docs", str(dev / "corpus"))
    by_id = {r["id"]: r for r in rows}
    first = contains = not_found = 0
    for item in items:
        response = by_id[item["id"]].get("response", {})
        sources = response.get("sources") or []
        first += bool(sources) and sources[0] == item["doc"]
        text = (response.get("answer") or "").lower()
        contains += any(a.lower() in text for a in item["answers"])
        not_found += response.get("status") == "not_found"
    n = len(items)
    return table(
        ["questions", "gold document first source", "answer contains a gold answer", "said not found", "time (whole batch)"],
        [[n, f"{first / n:.3f}", f"{contains / n:.3f}", f"{not_found / n:.3f}", f"{elapsed:.1f} s"]],
    )


_MEASURE = """
import json, resource, sys, time
from pathlib import Path
t0 = time.perf_counter()
from assistant.retrieval.index_cache import open_corpus
status = open_corpus(Path(sys.argv[1]), Path(sys.argv[2]), rebuild=sys.argv[3] == "build")
t1 = time.perf_counter()
queries = ["What did the Alder freight report say about the harbour?", "supplier audit retention policy", "Cedar museum budget forecast"]
lat = []
for q in queries * 10:
    a = time.perf_counter(); status.corpus.search(q, k=8); lat.append(time.perf_counter() - a)
lat.sort()
print(json.dumps({"state": status.state, "open_s": t1 - t0, "query_ms": lat[len(lat) // 2] * 1000,
                  "passages": len(status.corpus.chunks), "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def bench_retrieval(dev: Path, tmp: Path, runs: int) -> str:
    rows = []
    env = _env(tmp)
    cache = tmp / "cache"
    for n in (1000, 10000):
        folder = tmp / f"docs{n}"
        subprocess.run([PY, str(ROOT / "bench" / "gen_corpus.py"), str(n), str(folder)], check=True)
        def measure(mode: str, folder: Path = folder) -> dict:
            return json.loads(subprocess.run(
                [PY, "-c", _MEASURE, str(folder), str(cache), mode], check=True, capture_output=True, text=True, env=env, cwd=ROOT
            ).stdout)

        built = measure("build")
        loads = [measure("load") for _ in range(runs)]
        rows.append([n, built["passages"], f"{built['open_s']:.2f} s", f"{built['peak_mib']:.0f} MiB",
                     f"{statistics.median(x['open_s'] for x in loads) * 1000:.0f} ms",
                     f"{statistics.median(x['query_ms'] for x in loads):.1f} ms",
                     f"{statistics.median(x['peak_mib'] for x in loads):.0f} MiB"])
    big = tmp / "docs10000"
    subprocess.run([PY, MAIN, "docs", "index"], check=True, env={**env, "ASSISTANT_CACHE_DIR": str(cache)}, stdout=subprocess.DEVNULL)
    cached_env = {**env, "ASSISTANT_CACHE_DIR": str(cache)}
    a = [PY, MAIN, "ask", "--no-stdin", "--json", "--docs", str(big), "What did the Alder freight report say about the harbour?"]
    b = [PY, MAIN, "ask", "--no-stdin", "--json", "In the March financial statement, what is the total operating expense for product line A?"]
    ta, tb, ratio = paired_ratio(a, b, runs, cached_env)
    return (table(["documents", "passages", "build (whole process)", "build peak", "cached open (incl. imports)", "query (median)", "load peak"], rows)
            + f"\n\nCached `ask` on 10,000 documents: {ta:.2f} s; on the 3-document samples: {tb:.2f} s; "
            f"**ratio {ratio:.2f}** (median of {runs} paired runs; aim <= 1.5).")


def bench_startup(dev: Path, tmp: Path, runs: int) -> str:
    env = _env(tmp)
    (tmp / "sessions").mkdir(exist_ok=True)
    subprocess.run([PY, MAIN, "docs", "index"], check=True, env=env, stdout=subprocess.DEVNULL)  # warm the index cache
    qa = [PY, MAIN, "ask", "--no-stdin", "--json", "In the March financial statement, what is the total operating expense for product line A?"]
    calc = [PY, MAIN, "ask", "--no-stdin", "--json", "what is 17 plus 25"]
    floor = [PY, "-c", "import langgraph.graph"]
    bare = [PY, "-c", "pass"]
    cli_floor = [PY, "-c", "import typer, typer.main, rich.table, pydantic"]
    rows = []
    for name, a, b in [
        ("ask (QA, cached index) vs `import langgraph.graph`", qa, floor),
        ("ask (calculation) vs `import langgraph.graph`", calc, floor),
        ("--help vs `python -c pass`", [PY, MAIN, "--help"], bare),
        ("sessions list vs `python -c pass`", [PY, MAIN, "sessions", "list"], bare),
        ("sessions list vs `import typer, rich.table, pydantic`", [PY, MAIN, "sessions", "list"], cli_floor),
    ]:
        ta, tb, ratio = paired_ratio(a, b, runs, env)
        rows.append([name, f"{ta:.3f} s", f"{tb:.3f} s", f"{ta - tb:+.3f} s", f"{ratio:.2f}"])
    return table(["command vs floor", "command (median)", "floor (median)", "difference", "ratio (paired median)"], rows)


_TURNS = """
import json, os, statistics, sys, time
from assistant.config import load_settings
from assistant.service import Assistant
a = Assistant(load_settings())
a.ask("what is 1 plus 1", session_id="warm-up")
out = {}
for n in (1, 100, 1000):
    sid = f"len{n}"
    for i in range(n - 1):
        a.ask(f"what is {i} plus 1", session_id=sid)
    times = []
    for _ in range(int(sys.argv[1])):
        t = time.perf_counter()
        a.ask("In the March financial statement, what is the total operating expense for product line A?", session_id=sid)
        times.append(time.perf_counter() - t)
    out[n] = statistics.median(times) * 1000
print(json.dumps(out))
"""


def bench_turns(dev: Path, tmp: Path, runs: int) -> str:
    result = json.loads(subprocess.run([PY, "-c", _TURNS, str(max(runs, 9))], check=True, capture_output=True,
                                       text=True, env=_env(tmp), cwd=ROOT).stdout)
    one = result["1"]
    rows = [[n, f"{ms:.1f} ms", f"{ms / one:.2f}"] for n, ms in result.items()]
    return ("In-process latency of a QA turn (retrieval, extraction, session write) after a session already has N turns:\n\n"
            + table(["session length", "turn latency (median)", "relative to 1 turn"], rows))


def bench_llm(dev: Path, tmp: Path, runs: int) -> str:
    """Mean LLM calls per turn on the mixed dev routing workload, through a local fake server."""
    sys.path.insert(0, str(ROOT))
    from tests.fakes.openai_server import FakeOpenAI
    from tests.test_openai_engine import KEY, happy

    items = [json.loads(line) for line in (dev / "routing.jsonl").read_text().splitlines()]
    lines = [{"id": x["id"], "text": x["text"], **({"context": x["context"]} if x.get("context") else {})} for x in items]
    with FakeOpenAI(happy) as server:
        env = {**_env(tmp), "ASSISTANT_PROVIDER": "openai", "OPENAI_API_KEY": KEY, "OPENAI_BASE_URL": server.base_url,
               "ASSISTANT_SERVER_KIND": "openai"}
        src, out = tmp / "llm-in.jsonl", tmp / "llm-out.jsonl"
        src.write_text("".join(json.dumps(x) + "\n" for x in lines))
        subprocess.run([PY, MAIN, "batch", str(src), "-o", str(out), "--no-progress"], check=True, env=env, stdin=subprocess.DEVNULL)
        rows = [json.loads(line) for line in out.read_text().splitlines()]
    calls = Counter()
    turns = Counter()
    for row in rows:
        intent = row["intent"]["intent_type"]
        calls[intent] += row["llm_calls"]
        turns[intent] += 1
    total = sum(calls.values()) / len(rows)
    body = [[intent, turns[intent], f"{calls[intent] / turns[intent]:.2f}"] for intent in sorted(turns)]
    return (f"{len(rows)} turns (the dev routing file, a 25/25/25/25 mix), provider `openai` against a local "
            f"fake server: **{total:.2f} LLM calls per turn** on average ({len(server.requests)} requests; aim <= 1.5).\n\n"
            + table(["routed intent", "turns", "LLM calls per turn"], body))


_REAL_TURNS = [
    "In the March financial statement, what is the total operating expense for product line A?",
    "Summarize the main risks discussed in the uploaded compliance report.",
    "From the spreadsheet, what's the net margin for product B if revenue is 4,200 and costs equal fixed 1200 plus 12% of revenue?",
    "Which product line had the lowest operating expense in March?",
]


def _llm_turns(env: dict[str, str], session: str) -> list[list[object]]:
    rows = []
    for n, question in enumerate(_REAL_TURNS, 1):
        t0 = time.perf_counter()
        done = subprocess.run([PY, MAIN, "ask", "--json", "--no-stdin", "-s", session, question], env=env,
                              capture_output=True, text=True, stdin=subprocess.DEVNULL)
        wall = time.perf_counter() - t0
        out = json.loads(done.stdout) if done.stdout.strip() else {}
        usage = out.get("llm_usage") or {}
        first_try = out.get("provider") == "openai" and not usage.get("repairs")
        rows.append([n, out.get("intent", {}).get("intent_type", "?"), f"{wall:.1f} s", usage.get("requests", 0),
                     usage.get("prompt_tokens", 0), usage.get("completion_tokens", 0), "yes" if first_try else "no",
                     usage.get("repairs", 0), "yes" if out.get("fallback_reason") else "no",
                     (out.get("fallback_reason") or "")[:60]])
    return rows


def bench_real_llm(dev: Path, tmp: Path, runs: int) -> str:
    """The four turns of issue 14 on a real llama.cpp server (REAL_LLM_URL, default the one
    `../shared/tools/local-llm start` runs) and on the fake server, same code and settings."""
    sys.path.insert(0, str(ROOT))
    import urllib.request

    from tests.fakes.openai_server import FakeOpenAI
    from tests.test_openai_engine import happy

    url = os.environ.get("REAL_LLM_URL", "http://127.0.0.1:8080/v1")
    try:
        urllib.request.urlopen(url + "/models", timeout=5).read()
    except OSError:
        return f"no server at {url}: start one with `../shared/tools/local-llm start` (or set REAL_LLM_URL)"
    header = ["turn", "intent", "wall", "requests", "prompt tokens", "completion tokens", "valid at first try",
              "repairs", "fallback", "fallback reason"]
    base = {**_env(tmp), "ASSISTANT_PROVIDER": "openai", "OPENAI_API_KEY": "local", "ASSISTANT_MODEL": "local"}
    real = _llm_turns({**base, "OPENAI_BASE_URL": url}, "real")
    t0 = time.perf_counter()
    urllib.request.urlopen(urllib.request.Request(url + "/chat/completions", data=json.dumps(
        {"model": "local", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 1}).encode(),
        headers={"Content-Type": "application/json"}), timeout=60).read()
    idle = time.perf_counter() - t0
    with FakeOpenAI(happy, personality="llama-cpp-python") as server:
        fake = _llm_turns({**base, "OPENAI_BASE_URL": server.base_url}, "fake")
    return (f"Real server ({url}), default settings:\n\n" + table(header, real)
            + f"\n\nA one-token request right after the run answered in {idle:.2f} s.\n\n"
            + "The fake server (llama-cpp-python personality), same turns:\n\n" + table(header, fake))


def _jsonl(path: Path) -> list[dict]:
    # "\n" only: the pool holds U+2028 inside strings, where str.splitlines() would cut.
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def bench_gsm8k(dev: Path, tmp: Path, runs: int) -> str:
    """Every GSM8K train word problem of the pool through `batch`: right, declined, and
    wrong with confidence >= 0.5 (which must be 0), as `score calc` counts them."""
    rows = _jsonl(dev.parent / "pool" / "calc_gsm8k_train.jsonl")
    out, elapsed = run_batch([{"id": r["id"], "text": r["text"]} for r in rows], tmp)
    got = {str(o.get("id")): o for o in out}
    right = declined = confident_wrong = other = 0
    for r in rows:
        response = (got.get(str(r["id"])) or {}).get("response") or {}
        try:
            value = Fraction(str(response.get("result_exact", response.get("result"))).replace(",", ""))
        except (ValueError, ZeroDivisionError):
            value = None
        want = Fraction(str(r["answer"]).replace(",", ""))
        if value is not None and value == want:
            right += 1
        elif value is not None and float(response.get("confidence") or 0) >= 0.5:
            confident_wrong += 1
        elif response.get("status") == "declined" or value is None:
            declined += 1
        else:
            other += 1
    return table(["problems", "right", "declined or not computed", "wrong, confidence < 0.5", "wrong, confidence >= 0.5", "time"],
                 [[len(rows), right, declined, other, confident_wrong, f"{elapsed:.0f} s"]])


def _timed_batch(lines: list[dict], tmp: Path, *extra: str) -> tuple[float, float]:
    """(seconds, peak RSS in MiB) of one `batch` process over the lines."""
    import resource

    src = tmp / f"in-{time.monotonic_ns()}.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines))
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    subprocess.run([PY, MAIN, "batch", str(src), "-o", str(tmp / "out.jsonl"), "--no-progress", *extra],
                   check=True, env=_env(tmp), stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before) / 1024


def bench_scale(dev: Path, tmp: Path, runs: int) -> str:
    """Batch throughput as the sessions folder grows, one long session, and `sessions list`
    at 50,000 sessions. SCALE_LINES (default 50000) sets the long batch."""
    big = int(os.environ.get("SCALE_LINES", "50000"))
    make = lambda n, tag: [{"id": f"{tag}{i}", "text": f"what is {i} plus {i % 7}"} for i in range(n)]  # noqa: E731
    rows = []
    small_t, small_mem = _timed_batch(make(1000, "a"), tmp)
    big_t, big_mem = _timed_batch(make(big, "b"), tmp)
    rows.append(["batch, a new session per line", "1,000 lines", f"{1000 / small_t:.0f} lines/s", f"{small_mem:.0f} MiB"])
    rows.append(["batch, a new session per line", f"{big:,} lines (after the 1,000)", f"{big / big_t:.0f} lines/s", f"{big_mem:.0f} MiB"])
    one_t, one_mem = _timed_batch(make(1000, "c"), tmp, "--session", "one-a")
    four_t, four_mem = _timed_batch(make(4000, "d"), tmp, "--session", "one-b")
    rows.append(["batch --session one", "1,000 lines", f"{1000 / one_t:.0f} lines/s", f"{one_mem:.0f} MiB"])
    rows.append(["batch --session one", "4,000 lines", f"{4000 / four_t:.0f} lines/s", f"{four_mem:.0f} MiB"])
    sessions = tmp / "sessions"
    count = len(list(sessions.glob("*.json")))
    env = _env(tmp)
    listing = []
    for args in (["sessions", "list"], ["sessions", "list", "--json"]):
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            subprocess.run([PY, MAIN, *args], check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           stdin=subprocess.DEVNULL)
            times.append(time.perf_counter() - t0)
        listing.append([" ".join(args), f"{count:,} sessions", f"{statistics.median(times):.2f} s"])
    return (table(["workload", "size", "throughput", "peak RSS"], rows)
            + f"\n\nbatch throughput at {big:,} lines / at 1,000: {(big / big_t) / (1000 / small_t):.2f}; "
            + f"one session, time per line at 4,000 / at 1,000: {(four_t / 4000) / (one_t / 1000):.2f}\n\n"
            + table(["command", "folder", "wall time (median of 3)"], listing))


_CHILD = """
import json, resource, subprocess, sys, time
t0 = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
print(json.dumps({"s": time.perf_counter() - t0, "rc": done.returncode, "out": done.stdout, "err": done.stderr[-500:],
                  "peak_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))
"""


def measured(cmd: list[str], env: dict[str, str]) -> dict:
    """Wall time, exit code, stdout and peak RSS of one command, alone in its own wrapper."""
    return json.loads(subprocess.run([PY, "-c", _CHILD, *cmd], check=True, capture_output=True, text=True,
                                     env=env, stdin=subprocess.DEVNULL).stdout)


_REINDEX = """
import json, sys, time
from pathlib import Path
from assistant.retrieval.index_cache import open_corpus
folder, cache = Path(sys.argv[1]), Path(sys.argv[2])
t0 = time.perf_counter(); open_corpus(folder, cache, rebuild=True); full = time.perf_counter() - t0
target = sorted(folder.iterdir())[len(list(folder.iterdir())) // 2]
target.write_text(target.read_text() + "\\nA line added to one file: the quay reopens in May.\\n")
t0 = time.perf_counter(); status = open_corpus(folder, cache); one = time.perf_counter() - t0
t0 = time.perf_counter(); open_corpus(folder, cache); none = time.perf_counter() - t0
print(json.dumps({"full": full, "one": one, "none": none, "state": status.state}))
"""


def bench_files(dev: Path, tmp: Path, runs: int) -> str:
    """Issue 20: a 200,000-row CSV, a 50 MB file of one line (first `ask`, which builds the
    index, and the answer's length), and one changed file in a 1,000-file folder."""
    env = _env(tmp)
    rows = []
    csv_dir = tmp / "csv"
    csv_dir.mkdir()
    with (csv_dir / "packages.csv").open("w") as out:
        out.write("package,version,size,section\n")
        for i in range(200_000):
            out.write(f"pkg{i},{i % 97}.{i % 13}-{i % 5},{(i * 37) % 90_000},{('libs', 'devel', 'utils', 'web')[i % 4]}\n")
    line_dir = tmp / "oneline"
    line_dir.mkdir()
    words = ("alpha", "harbour", "ledger", "quay", "signal", "lantern", "copper", "meadow")
    for name, size in (("dump50.txt", 50_000_000), ("dump19.txt", 19_000_000)):
        with (line_dir / name).open("w") as out:
            written, i = 0, 0
            while written < size:
                piece = f"{words[i % 8]}{i} value {i * 7} "
                out.write(piece)
                written += len(piece)
                i += 1
    # The 50 MB file is over the 20 MiB limit of one file: skipped, with its reason, in bounded
    # time and memory; the 19 MB one is read, cut into passages by size, and answers.
    for label, folder, question in (("CSV, 200,000 rows (5.5 MB)", csv_dir, "What is the version of pkg123457?"),
                                    ("one line of 19 MB, beside one of 50 MB", line_dir,
                                     "What is the value of quay77771?")):
        first = measured([PY, MAIN, "ask", "--no-stdin", "--json", "--docs", str(folder), question], env)
        again = measured([PY, MAIN, "ask", "--no-stdin", "--json", "--docs", str(folder), question], env)
        if not first["out"]:
            raise SystemExit(f"{label}: exit {first['rc']}: {first['err']}")
        response = json.loads(first["out"])["response"]
        skipped = "; 50 MB file skipped: " + first["err"].strip().splitlines()[-1][:80] if "skipped" in first["err"] else ""
        rows.append([label + skipped, f"{first['s']:.1f} s", f"{first['peak_mib']:.0f} MiB", f"{again['s']:.1f} s",
                     f"{again['peak_mib']:.0f} MiB", len(response.get("answer", "")), repr(response.get("answer", "")[:60])])
    folder = tmp / "docs1000"
    subprocess.run([PY, str(ROOT / "bench" / "gen_corpus.py"), "1000", str(folder)], check=True)
    changes = [json.loads(subprocess.run([PY, "-c", _REINDEX, str(folder), str(tmp / f"cache-r{i}")], check=True,
                                         capture_output=True, text=True, env=env, cwd=ROOT).stdout) for i in range(runs)]
    full = statistics.median(c["full"] for c in changes)
    one = statistics.median(c["one"] for c in changes)
    none = statistics.median(c["none"] for c in changes)
    return (table(["file", "first ask (builds the index)", "its peak", "second ask (cached)", "its peak",
                   "answer characters", "answer"], rows)
            + f"\n\n1,000 files: full build {full:.2f} s; after one file changed {one:.3f} s "
            f"(**{one / full:.1%} of the full build**; aim < 10%); nothing changed {none:.3f} s "
            f"(in-process `open_corpus`, median of {runs}).")


def bench_against(dev: Path, tmp: Path, runs: int) -> str:
    """This checkout against an earlier one (BASELINE: a folder with its main.py), paired.

    Make the baseline with `git worktree add /tmp/base <commit>`; both run on the same
    interpreter and installed dependencies, so only the project's own code differs.
    """
    base = os.environ.get("BASELINE")
    if not base or not (Path(base) / "main.py").exists():
        return "set BASELINE to a checkout of the commit to compare against (git worktree add /tmp/base REF)"
    env = _env(tmp)
    (tmp / "sessions").mkdir(exist_ok=True)
    # Both as installed code runs: compiled once (this machine sets PYTHONDONTWRITEBYTECODE,
    # which would make every run compile every module, and charge the larger tree for it).
    for tree in (ROOT, Path(base)):
        subprocess.run([PY, "-m", "compileall", "-q", str(tree / "assistant")], check=True, stdout=subprocess.DEVNULL)
    # Each checkout has its own sessions folder (their file formats may differ), holding one
    # session, and its own warm index cache.
    new = [PY, MAIN]
    old = ["env", f"ASSISTANT_SESSIONS_DIR={tmp / 'baseline-sessions'}", PY, str(Path(base) / "main.py")]
    for cmd in (new, old):
        subprocess.run([*cmd, "docs", "index"], check=True, env=env, stdout=subprocess.DEVNULL)
        subprocess.run([*cmd, "ask", "--no-stdin", "what is 1 plus 1", "--session", "warm"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    qa = ["ask", "--no-stdin", "--json", "In the March financial statement, what is the total operating expense for product line A?"]
    rows = []
    for name, args in [("ask (QA, cached index)", qa), ("ask (calculation)", ["ask", "--no-stdin", "--json", "what is 17 plus 25"]),
                       ("--help", ["--help"]), ("sessions list", ["sessions", "list"])]:
        ta, tb, ratio = paired_ratio([*new, *args], [*old, *args], runs, env)
        rows.append([name, f"{tb:.3f} s", f"{ta:.3f} s", f"{ratio:.2f}"])
    return table(["command", "baseline (median)", "this checkout (median)", "ratio (paired median)"], rows)


def bench_followups(dev: Path, tmp: Path, runs: int) -> str:
    """The hand-written follow-up pairs (tests/followup_pairs.py): how many follow-ups get
    the right answer, through the CLI, in this checkout and (with BASELINE) an earlier one."""
    from tests.followup_pairs import PAIRS, main_text, write_documents

    docs = write_documents(tmp / "followup-docs")
    checkouts = [("this checkout", MAIN)]
    base = os.environ.get("BASELINE")
    if base and (Path(base) / "main.py").exists():
        checkouts.insert(0, ("baseline", str(Path(base) / "main.py")))
    rows = []
    for name, main in checkouts:
        env = {**_env(tmp), "ASSISTANT_SESSIONS_DIR": str(tmp / f"followups-{len(rows)}")}
        right = 0
        for i, (first, follow, holds) in enumerate(PAIRS):
            for text in (first, follow):
                done = subprocess.run([PY, main, "ask", "--json", "--no-stdin", "--docs", str(docs), "--session", f"p{i}", text],
                                      env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL)
            try:
                response = json.loads(done.stdout)["response"]
            except (ValueError, KeyError):
                continue
            right += holds in main_text(response)
        rows.append([name, f"{right} / {len(PAIRS)}"])
    return table(["checkout", "follow-ups answered right"], rows)


def _writers(env: dict[str, str], writers: int, turns: int, shared: bool) -> float:
    """Seconds for `writers` forked processes to append `turns` turns each (to one shared
    session, or one session each), through the service, after a warm-up in the parent."""
    code = f"""
import os, sys, time
from assistant.config import load_settings
from assistant.service import Assistant
a = Assistant(load_settings())
a.ask("what is 1 plus 1", session_id="warm-{writers}-{shared}")
t0 = time.perf_counter()
pids = []
for w in range({writers}):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            for i in range({turns}):
                a.ask(f"what is {{i}} plus {{w}}", session_id="{'shared' if shared else 'own'}-{writers}" + ("" if {shared} else f"-{{w}}"))
        except BaseException as exc:
            print(exc, file=sys.stderr)
            code = 1
        os._exit(code)
    pids.append(pid)
bad = sum(os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) != 0 for p in pids)
print(time.perf_counter() - t0, bad)
"""
    out = subprocess.run([PY, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    seconds, bad = out.stdout.split()
    if bad != "0":
        raise SystemExit(f"{bad} writers failed: {out.stderr[-500:]}")
    return float(seconds)


def _fill(env: dict[str, str], count: int) -> None:
    """`count` sessions of two turns each in the configured store (copies of one session)."""
    code = f"""
from assistant.config import load_settings
from assistant.service import Assistant
a = Assistant(load_settings())
a.ask("what is 17 plus 25", session_id="seed")
a.ask("and times 2?", session_id="seed")
store = a.context.store
seed = store.require("seed")
for i in range({count} - 1):
    store.import_session(seed.model_copy(update={{"session_id": f"s{{i:05d}}"}}))
"""
    subprocess.run([PY, "-c", code], env=env, check=True, cwd=ROOT)


def bench_tables(dev: Path, tmp: Path, runs: int) -> str:
    """Issue 16: the pool's table questions through `batch` (the CSV as each line's context),
    scored by the judges' tool on the fit and the validation tables (bench/table_split.py),
    with the wall time per question of the whole run."""
    score = ROOT.parent / "shared" / "tools" / "score"
    subprocess.run([PY, str(ROOT / "bench" / "table_split.py"), str(tmp / "split")], check=True, capture_output=True)
    rows = []
    for split in ("fit", "validation"):
        listed = tmp / "split" / f"{split}.txt"
        t0 = time.perf_counter()
        out = subprocess.run([str(score), "tables", "--tables-list", str(listed), "--python", PY], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
        elapsed = time.perf_counter() - t0
        n = int(out.split("(")[1].split(")")[0])
        rows.append([split, out.split(": ", 1)[1], n, f"{1000 * elapsed / n:.0f} ms"])
    return table(["tables", "judge's figures", "questions", "wall time per question (whole run)"], rows)


def bench_abstain(dev: Path, tmp: Path, runs: int) -> str:
    """Issue 15: the risk-coverage curve of the answer confidence on the pool's SQuAD 2.0
    questions over the dev corpus, through `batch`, for the fit and the validation articles
    (every third article in alphabetical order, as scripts/train_answer_confidence.py holds
    them out). An answer is given at threshold t when it is not "not found" and its
    confidence is >= t; right when it holds a gold string (never, for an unanswerable
    question), as `score abstain` counts at t = 0.5. ECE over 10 bins of every reply's
    confidence against being right."""
    from scripts.train_answer_confidence import validation_articles

    rows = _jsonl(dev.parent / "pool" / "qa_squad2.jsonl")
    held = validation_articles(sorted({r["doc"] for r in rows}))
    out, _ = run_batch([{"id": r["id"], "text": r["question"]} for r in rows], tmp, "--docs", str(dev / "corpus"))
    got = {str(o.get("id")): (o.get("response") or {}) for o in out}
    text = []
    for split, keep in (("fit", lambda d: d not in held), ("validation", lambda d: d in held)):
        chosen = [r for r in rows if keep(r["doc"])]
        answerable = sum(not r["impossible"] for r in chosen)
        scored = []
        for r in chosen:
            x = got.get(str(r["id"])) or {}
            given = x.get("status") not in ("not_found", "declined", "unsupported")
            right = not r["impossible"] and any(g.lower() in str(x.get("answer") or "").lower() for g in r["answers"])
            scored.append((float(x.get("confidence") or 0) if given else 0.0, right, r["impossible"]))
        curve = []
        for t in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9):
            said = [(ok, imp) for c, ok, imp in scored if c >= t]
            correct = sum(ok for ok, _ in said)
            curve.append([t, len(said), f"{correct / len(said):.3f}" if said else "-", f"{correct / answerable:.3f}",
                          sum(imp for _, imp in said)])
        bins: dict[int, list[tuple[float, bool]]] = {}
        for c, ok, _ in scored:
            bins.setdefault(min(int(c * 10), 9), []).append((c, ok))
        ece = sum(len(v) / len(scored) * abs(sum(c for c, _ in v) / len(v) - sum(ok for _, ok in v) / len(v)) for v in bins.values())
        text.append(f"**{split}** ({len(chosen)} questions, {answerable} answerable; ECE {ece:.3f})\n\n"
                    + table(["threshold", "answers given", "right among them (1 - risk)", "answerable answered right",
                             "unanswerable answered"], curve))
    return "\n\n".join(text)


def bench_stores(dev: Path, tmp: Path, runs: int) -> str:
    """Issue 17: turns per second with 1, 4 and 8 concurrent writers (forked from one warm
    process), files against PostgreSQL on 127.0.0.1 with fsync on; `sessions list` at
    STORE_SESSIONS (default 10,000) sessions on each."""
    from tests.pg_server import PgServer, unavailable

    why = unavailable()
    if why:
        return f"skipped: {why}"
    count = int(os.environ.get("STORE_SESSIONS", "10000"))
    turns = int(os.environ.get("STORE_TURNS", "40"))
    server = PgServer().init().start(durable=True)
    try:
        url = server.create_database("bench")
        envs = {"files": _env(tmp / "files"), "postgresql": {**_env(tmp / "pg"), "ASSISTANT_SESSIONS_URL": url}}
        rows = []
        for writers in (1, 4, 8):
            for shared in (True, False):
                cells: list[object] = [writers, "one session" if shared else "a session each"]
                for name, env in envs.items():
                    seconds = statistics.median(_writers(env, writers, turns, shared) for _ in range(max(1, runs // 2)))
                    cells.append(f"{writers * turns / seconds:.0f}")
                rows.append(cells)
        listing = []
        for name, env in envs.items():
            _fill(env, count)
            for args in (["sessions", "list"], ["sessions", "list", "--json"]):
                listing.append([name, " ".join(args), f"{median_time([PY, MAIN, *args], 3, env):.2f} s"])
        return (table(["writers", "sessions", "files: turns/s", "PostgreSQL: turns/s"], rows)
                + f"\n\n{turns} turns per writer (calculations through the whole graph); median of {max(1, runs // 2)} runs.\n\n"
                + table(["store", f"command at {count:,} sessions", "wall time (median of 3)"], listing))
    finally:
        server.remove()


def bench_unseen(dev: Path, tmp: Path, runs: int) -> str:
    """Issue 15: retrieval and grounding on a corpus nobody here tuned on: the passages of the
    pool's Dolly closed-QA records (those not in ../dev), one file each, asked their own
    questions. The gold document is the one the question was written over. Our retriever's
    first document against plain bm25s over paragraphs (English stop words, with and
    without the Snowball stemmer); then the whole turn through `batch`: answered with
    confidence >= 0.5 from the gold document, or from another one (a confident answer from
    the wrong document is the failure that matters), unsure, not found."""
    import bm25s
    import Stemmer

    sys.path.insert(0, str(ROOT / "scripts"))
    from held_out import held_out_ids

    from assistant.retrieval.index_cache import open_corpus

    held = held_out_ids(dev)
    rows = [r for r in _jsonl(dev.parent / "pool" / "closed_qa.jsonl") if str(r["id"]) not in held and len(r["context"]) > 200]
    folder = tmp / "closed_qa"
    folder.mkdir()
    gold: dict[str, str] = {}
    for r in rows:
        name = f"doc_{r['id']}.txt"
        (folder / name).write_text(r["context"], encoding="utf-8")
        gold[str(r["id"])] = name
    corpus = open_corpus(folder, tmp / "unseen-cache").corpus
    ours = sum(1 for r in rows if (hit := corpus.search(r["instruction"], k=1)) and hit[0].chunk.doc_id == gold[str(r["id"])])
    paragraphs, owner = [], []
    for path in sorted(folder.iterdir()):
        for part in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
            if part.strip():
                paragraphs.append(part)
                owner.append(path.name)
    plain = {}
    for label, stemmer in (("plain bm25s", None), ("plain bm25s + Snowball", Stemmer.Stemmer("english"))):
        index = bm25s.BM25()
        index.index(bm25s.tokenize(paragraphs, stopwords="en", stemmer=stemmer, show_progress=False), show_progress=False)
        found, _ = index.retrieve(bm25s.tokenize([r["instruction"] for r in rows], stopwords="en", stemmer=stemmer,
                                                 show_progress=False), k=1, show_progress=False)
        plain[label] = sum(1 for r, hit in zip(rows, found) if owner[int(hit[0])] == gold[str(r["id"])])
    out, _ = run_batch([{"id": r["id"], "text": r["instruction"]} for r in rows], tmp, "--docs", str(folder))
    counts = {"confident, gold document": 0, "confident, another document": 0, "unsure": 0, "not found": 0, "not routed to qa": 0}
    for o in out:
        x = o.get("response") or {}
        if (o.get("intent") or {}).get("intent_type") != "qa":
            counts["not routed to qa"] += 1
        elif x.get("status") == "not_found" or not x.get("sources"):
            counts["not found"] += 1
        elif float(x.get("confidence") or 0) < 0.5:
            counts["unsure"] += 1
        elif x["sources"][0] == gold.get(str(o.get("id"))):
            counts["confident, gold document"] += 1
        else:
            counts["confident, another document"] += 1
    n = len(rows)
    first = table(["retriever", "gold document first"], [["ours", f"{ours / n:.3f}"]] + [[k, f"{v / n:.3f}"] for k, v in plain.items()])
    turns = table(["whole turn", "questions", "share"], [[k, v, f"{v / n:.3f}"] for k, v in counts.items()])
    return f"{n} questions over {len(gold)} passages\n\n{first}\n\n{turns}"


SECTIONS = {"files": bench_files, "calc": bench_calc, "routing": bench_routing, "qa": bench_qa, "retrieval": bench_retrieval,
            "startup": bench_startup, "turns": bench_turns, "llm": bench_llm,
            "against": bench_against, "scale": bench_scale, "real-llm": bench_real_llm,
            "gsm8k": bench_gsm8k, "followups": bench_followups, "stores": bench_stores,
            "tables": bench_tables, "abstain": bench_abstain, "unseen": bench_unseen}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sections", nargs="*", default=[s for s in SECTIONS if s not in ("against", "scale", "real-llm", "gsm8k", "followups", "files", "stores", "tables",
                                                                          "abstain", "unseen")])
    parser.add_argument("--dev", type=Path, default=ROOT.parent / "shared" / "eval" / "dev")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.sections:
            print(f"## {name}\n")
            print(SECTIONS[name](args.dev, Path(tmp), args.runs))
            print()


if __name__ == "__main__":
    main()
