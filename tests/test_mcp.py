"""`drawqa mcp`, the real server over stdio, driven by the MCP Python SDK's stdio client.

Each test starts `drawqa mcp` as a subprocess (the installed entry point, as an agent's
configuration runs it) and checks results against what the CLI prints for the same request.
"""
from __future__ import annotations

import base64
import io
import json
import os
import selectors
import shutil
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the MCP SDK is not installed (pip install -e '.[mcp]')")

import anyio  # noqa: E402
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402
from PIL import Image  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent / "drawqa"
DRAWQA = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "drawqa.cli"]
QUESTIONS = [json.loads(l)["question"]
             for l in (ROOT / "sample_pdfs" / "questions.jsonl").read_text().splitlines() if l.strip()]
W3 = "What is the size of window W3?"
READ_ONLY = {"ask", "search", "list_sheets", "show"}


def _env() -> dict:
    """The test's environment for the server (the SDK passes only a few variables by default),
    without drawqa's own settings, so only --index-dir decides."""
    return {k: v for k, v in os.environ.items() if not k.startswith("DRAWQA_")}


@pytest.fixture(scope="module")
def idx(sample_index, tmp_path_factory) -> Path:
    """A private copy of the sample index (the server writes answer caches into it)."""
    d = tmp_path_factory.mktemp("mcp") / "index"
    shutil.copytree(sample_index, d)
    return d


@asynccontextmanager
async def connect(index_dir: Path, errlog=None):
    params = StdioServerParameters(command=DRAWQA[0], args=DRAWQA[1:] + ["mcp", "--index-dir", str(index_dir)],
                                   env=_env(), cwd=str(ROOT))
    with open(os.devnull, "w") if errlog is None else errlog as err:
        async with stdio_client(params, errlog=err) as (r, w):
            async with ClientSession(r, w) as session:
                await session.initialize()
                yield session


def with_server(index_dir: Path, body, errlog=None):
    """Run `await body(session)` against a fresh server; return what it returns."""
    async def main():
        async with connect(index_dir, errlog) as session:
            return await body(session)
    return anyio.run(main)


def cli(*args, check: bool = True) -> subprocess.CompletedProcess:
    p = subprocess.run(DRAWQA + [str(a) for a in args], capture_output=True, text=True,
                       env=_env(), cwd=ROOT, timeout=300)
    if check:
        assert p.returncode == 0, p.stderr
    return p


def structured(res) -> dict:
    """A successful result's structuredContent, checked to equal its JSON text."""
    assert not res.is_error, res.content[0].text
    texts = [c.text for c in res.content if c.type == "text"]
    assert texts and json.loads(texts[-1]) == res.structured_content
    return res.structured_content


def error(res) -> dict:
    assert res.is_error and res.structured_content is None
    return json.loads(res.content[0].text)


def _no_timing(ans: dict) -> dict:
    return {k: v for k, v in ans.items() if k not in ("notes", "abstained")}


# --------------------------------------------------------------------------- tools and results


def test_tools_are_listed_with_titles_schemas_and_hints(idx):
    tools = with_server(idx, lambda s: s.list_tools()).tools
    assert {t.name for t in tools} == READ_ONLY | {"index"}
    for t in tools:
        assert t.title and t.annotations.title == t.title
        assert t.input_schema["type"] == "object" and t.output_schema["type"] == "object"
        assert t.annotations.read_only_hint is (t.name in READ_ONLY) is not t.annotations.destructive_hint
        assert t.annotations.idempotent_hint is True and t.annotations.open_world_hint is False
        assert "exit_code" in t.description
    by = {t.name: t for t in tools}
    assert by["ask"].input_schema["required"] == ["question"]
    assert {"sheet", "section", "discipline", "file"} <= set(by["ask"].input_schema["properties"])
    assert "confidence" in by["ask"].description and "abstain" in by["ask"].description
    assert "not a probability" in by["search"].description


def test_ask_gives_what_drawqa_ask_json_prints(idx):
    questions = [W3, *QUESTIONS[:8], "What is on sheet A9?", "What is the capital of France?"]
    filtered = ("What doors are listed?", {"sheet": "A4.0"})

    async def body(s):
        out = [structured(await s.call_tool("ask", {"question": q})) for q in questions]
        out.append(structured(await s.call_tool("ask", {"question": filtered[0], **filtered[1]})))
        return out

    got = with_server(idx, body)
    for q, ans in zip(questions, got):
        want = json.loads(cli("ask", q, "--json", "--no-cache", "--index-dir", idx).stdout)
        assert _no_timing(ans) == _no_timing(want), q
        assert ans["abstained"] is ans["answer"].startswith("no evidence found")
    want = json.loads(cli("ask", filtered[0], "--sheet", "A4.0", "--json", "--no-cache",
                          "--index-dir", idx).stdout)
    assert _no_timing(got[-1]) == _no_timing(want)
    assert got[0]["citations"][0]["sheet_id"] == "A4.0" and not got[0]["abstained"]
    assert got[len(questions) - 2]["abstained"] and "A9" in got[len(questions) - 2]["answer"]
    assert got[len(questions) - 1]["abstained"]


def test_search_and_list_sheets_give_what_the_cli_prints(idx):
    async def body(s):
        return (structured(await s.call_tool("search", {"query": "door schedule", "top_k": 5})),
                structured(await s.call_tool("search", {"query": "window", "section": "schedule"})),
                structured(await s.call_tool("list_sheets", {})))

    hits, scoped, sheets = with_server(idx, body)
    lines = [json.loads(l) for l in cli("search", "door schedule", "--top-k", 5, "--index-dir", idx).stdout.splitlines()]
    assert hits["hits"] == lines and len(lines) == 5
    assert scoped["hits"] and {h["section"] for h in scoped["hits"]} == {"schedule"}
    want = [json.loads(l) for l in cli("sheets", "--json", "--index-dir", idx).stdout.splitlines()]
    assert sheets["sheets"] == want and sheets["files"] == ["sample_plan_set.pdf"]
    assert hits["index_version"] == sheets["index_version"]


def test_show_returns_the_evidence_png(idx):
    async def body(s):
        ans = structured(await s.call_tool("ask", {"question": W3}))
        return (ans, await s.call_tool("show", {"citation": ans["citations"][0], "max_size": 800}),
                await s.call_tool("show", {"sheet": "A4.0", "max_size": 400}))

    ans, cited, sheet = with_server(idx, body)
    for res, size in ((cited, 800), (sheet, 400)):
        meta = structured(res)
        image = next(c for c in res.content if c.type == "image")
        assert image.mime_type == "image/png"
        png = Image.open(io.BytesIO(base64.b64decode(image.data)))
        assert png.format == "PNG" and png.size == (meta["width"], meta["height"])
        assert meta["file"] == "sample_plan_set.pdf" and meta["page"] == 5 and meta["sheet_id"] == "A4.0"
        assert max(png.size) <= size + 1 or meta["width"] == 360      # the label strip's minimum width
    c = ans["citations"][0]
    meta = cited.structured_content
    assert meta["box"] is not None and meta["bbox"] == c["bbox"]
    assert sheet.structured_content["box"] is None


# --------------------------------------------------------------------------- errors


def test_bad_calls_are_tool_errors_with_the_cli_messages_and_the_server_goes_on(idx):
    async def body(s):
        return [error(await s.call_tool(name, args)) for name, args in [
            ("no_such_tool", {}),
            ("ask", {}),
            ("ask", {"question": W3, "top_k": "many"}),
            ("ask", {"question": W3, "colour": "red"}),
            ("ask", {"question": "   "}),
            ("ask", {"question": W3, "sheet": "Z9.9"}),
            ("search", {"query": "door", "discipline": "nautical"}),
            ("show", {}),
            ("show", {"file": "sample_plan_set.pdf", "page": 99}),
            ("show", {"citation": {"file": "sample_plan_set.pdf", "page": 5, "bbox": [1, 2, 3]}}),
        ]] + [structured(await s.call_tool("ask", {"question": W3}))]

    *errs, ok = with_server(idx, body)
    assert all(e["exit_code"] == 2 for e in errs), errs
    assert "no_such_tool" in errs[0]["error"] and "'question' is a required property" in errs[1]["error"]
    assert "top_k" in errs[2]["error"] and "colour" in errs[3]["error"]
    # the same messages as the command line's JSON errors
    assert errs[4] == json.loads(cli("ask", "   ", "--json", "--index-dir", idx, check=False).stdout)
    assert errs[5] == json.loads(cli("ask", W3, "--sheet", "Z9.9", "--json", "--index-dir", idx, check=False).stdout)
    assert errs[6] == json.loads(cli("search", "door", "--discipline", "nautical", "--index-dir", idx,
                                     check=False).stdout)
    p = cli("show", "--file", "sample_plan_set.pdf", "--page", 99, "--index-dir", idx, "-o",
            idx.parent / "out", check=False)
    assert p.returncode == 2 and p.stderr.strip() == f"drawqa: error: {errs[8]['error']}"
    assert ok["citations"]


def test_missing_index_then_unreadable_pdf_then_index_with_progress(sample_pdf, tmp_path):
    empty = tmp_path / "index"
    bad = tmp_path / "notes.pdf"
    bad.write_text("this is not a PDF\n")
    progress: list[tuple[float, str]] = []

    async def on_progress(value, total, message):
        progress.append((value, message))

    async def body(s):
        missing = error(await s.call_tool("ask", {"question": W3}))
        unreadable = error(await s.call_tool("index", {"paths": [str(bad)]}))
        report = structured(await s.call_tool("index", {"paths": [str(sample_pdf)], "ocr": False},
                                              progress_callback=on_progress))
        return missing, unreadable, report, structured(await s.call_tool("ask", {"question": W3}))

    cli_missing = json.loads(cli("ask", W3, "--json", "--index-dir", empty, check=False).stdout)
    missing, unreadable, report, ans = with_server(empty, body)
    assert missing == cli_missing
    assert missing["exit_code"] == 3
    p = cli("index", bad, "--index-dir", tmp_path / "other", check=False)
    assert unreadable["exit_code"] == p.returncode == 5
    assert p.stderr.strip().endswith(f"drawqa: error: {unreadable['error']}")
    assert report["indexed"] == 1 and report["pages"] == 7 and report["files"][0]["ok"]
    assert report["summary"].startswith("1 of 1 files indexed, 7 pages")
    assert progress and [v for v, _ in progress] == sorted({v for v, _ in progress})   # rising
    assert any("embedding" in m for _, m in progress)
    assert ans["citations"][0]["sheet_id"] == "A4.0"      # the new index, without a restart


def test_reindex_by_another_process_and_damage_are_seen_on_the_next_call(idx, sample_pdf, tmp_path):
    d = tmp_path / "index"
    shutil.copytree(idx, d)

    async def body(s):
        before = structured(await s.call_tool("list_sheets", {}))
        await anyio.to_thread.run_sync(lambda: cli("index", sample_pdf, "--index-dir", d, "--quiet"))
        after = structured(await s.call_tool("list_sheets", {}))
        ans = structured(await s.call_tool("ask", {"question": W3}))
        gen = d / (d / "CURRENT").read_text().strip()
        with open(gen / "chunks.jsonl", "ab") as fh:
            fh.write(b"tampered\n")
        damaged = error(await s.call_tool("ask", {"question": W3}))
        return before, after, ans, damaged, await s.list_tools()

    before, after, ans, damaged, tools = with_server(d, body)
    assert before["index_version"] != after["index_version"] and after["sheets"] == before["sheets"]
    assert ans["citations"][0]["sheet_id"] == "A4.0"
    assert damaged == json.loads(cli("ask", W3, "--json", "--index-dir", d, check=False).stdout)
    assert damaged["exit_code"] == 4
    assert len(tools.tools) == 5          # the server is still serving


# --------------------------------------------------------------------------- the process


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def _server_pid() -> int:
    """The `drawqa mcp` child of this test process."""
    me = os.getpid()
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                stat = (p / "stat").read_text()
                cmd = (p / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == me and b"mcp" in cmd:
                return int(p.name)
    raise AssertionError("drawqa mcp process not found")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc to read the server's RSS")
def test_fifty_calls_in_a_row_keep_memory_bounded(idx):
    def fifty(top_k: int) -> list:
        """50 calls; `top_k` differs per round so no answer comes from the answer cache."""
        calls = []
        for i in range(50):
            q = QUESTIONS[i % len(QUESTIONS)]
            if i % 5 == 4:
                calls.append(("search", {"query": q, "top_k": top_k}))
            elif i % 10 == 3:
                calls.append(("list_sheets", {}))
            elif i % 10 == 8:
                calls.append(("show", {"sheet": "A4.0", "max_size": 600}))
            else:
                calls.append(("ask", {"question": q, "top_k": top_k}))
        return calls

    async def body(s):
        pid = _server_pid()
        rss = []
        for top_k in (60, 59):     # the first round warms every path up
            for name, args in fifty(top_k):
                structured(await s.call_tool(name, args))
            rss.append(_rss_kb(pid))
        return rss

    warm, end = with_server(idx, body)
    print(f"server RSS after 50 calls {warm / 1024:.0f} MB, after 100 {end / 1024:.0f} MB")
    assert end - warm < 20 * 1024, (warm, end)


def test_stdout_carries_protocol_messages_only(idx):
    """A raw JSON-RPC exchange: every line on stdout is a protocol message (the log is on
    stderr), and the server exits 0 when the client closes stdin."""
    msgs = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                        "clientInfo": {"name": "raw", "version": "0"}}},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
             "params": {"name": "ask", "arguments": {"question": W3}}},
            {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
             "params": {"name": "show", "arguments": {"sheet": "A4.0", "max_size": 300}}}]
    proc = subprocess.Popen(DRAWQA + ["mcp", "--index-dir", str(idx)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env(), cwd=ROOT)
    try:
        for m in msgs:
            proc.stdin.write((json.dumps(m) + "\n").encode())
        proc.stdin.flush()
        lines = []
        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 120
        while len(lines) < 3 and sel.select(timeout=max(0.0, deadline - time.monotonic())):
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
        proc.stdin.close()               # the client is done: the server exits
        rest, err = proc.stdout.read(), proc.stderr.read()
        assert proc.wait(timeout=30) == 0, err
    finally:
        proc.kill()
    replies = [json.loads(l) for l in lines + rest.splitlines()]
    assert all(r["jsonrpc"] == "2.0" for r in replies)
    assert sorted(r["id"] for r in replies) == [1, 2, 3]
    by_id = {r["id"]: r["result"] for r in replies}
    assert by_id[1]["serverInfo"]["name"] == "drawqa"
    assert by_id[2]["structuredContent"]["citations"][0]["sheet_id"] == "A4.0"
    assert by_id[3]["content"][0]["type"] == "image"
    assert b"serving the index" in err
