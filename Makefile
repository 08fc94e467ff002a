# `make sim` runs the simulator, `make test` runs every test; both set up .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready

.PHONY: sim test test-cpython test-micropython micropython-rules micropython-app bench clean

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(READY)

sim: $(READY)
	$(BIN)/python -m simulator $(ARGS)

# The MicroPython half's two runs, the rules from source and the app precompiled, side by side
# (each is one process: one core each), their output kept whole.
test: test-cpython
	$(MAKE) --no-print-directory -j2 --output-sync=target test-micropython

# Two workers, a test file to each (a file's fixtures, such as a built tree, are made once).
# Bytecode is cached even where the environment says not to: the shell unloads a game's
# modules when it ends, and every test that plays one would compile them again.
test-cpython: $(READY)
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -n 2 --dist loadfile --no-loadscope-reorder

# The rules tests run from source; the app tests run precompiled (build/mpy), as a deploy
# puts them on a board, and the modules that fit a 64 KB board heap are held to it. The whole
# app suite in one process (test scaffolding, saves kept in RAM) gets a roomy heap. The boot,
# menu, wizard and settings-menu tests are held to 72wK, one 8wK step over 64: they pass from
# 66wK up, at 64wK all but one boot test, and at 62 and 60 some of each fail in a fragmented
# heap (docs/architecture.md, "Memory").
APP_64K := board. debounce. leds. oled_pages. savefile. screen_reader. settings.
APP_72K := boot. menus. wizard. settings_menu.

test-micropython: micropython-rules micropython-app

micropython-rules: $(READY)
	$(BIN)/micropython tests/mpy_run.py

micropython-app: $(READY)
	$(BIN)/python -m tools.mpy_tree
	for t in $(APP_64K); do \
		$(BIN)/micropython -X heapsize=64wK tests/mpy_run.py --mpy=build/mpy tests/app/ $$t || exit 1; done
	for t in $(APP_72K); do \
		$(BIN)/micropython -X heapsize=72wK tests/mpy_run.py --mpy=build/mpy tests/app/ $$t || exit 1; done
	$(BIN)/micropython -X heapsize=256wK tests/mpy_run.py --mpy=build/mpy tests/reliability/
	$(BIN)/micropython -X heapsize=384wK tests/mpy_run.py --mpy=build/mpy tests/app/

bench: $(READY)
	$(BIN)/python -m tools.bench $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build
