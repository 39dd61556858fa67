# Two commands for a newcomer: `make run` and `make test`. Both build .venv on demand.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP_RUN  := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_DIST := $(VENV)/.installed-dist

.PHONY: run test bench dist clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

$(STAMP_DIST): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[dist]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(VENV)/bin/lanjolly $(ARGS)

# The packaging test (tests/packaging) builds the bundle: it needs a few Debian
# tools, which ensure_tools.sh installs where missing (as root, e.g. in CI).
test: $(STAMP_TEST)
	-sh packaging/ensure_tools.sh
	QT_QPA_PLATFORM=offscreen LANJOLLY_NO_DISCOVERY=1 $(PY) -m pytest -q $(PYTEST_ARGS)

bench: $(STAMP_TEST)
	for b in bench/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

# The offline installers: dist/lanjolly-<version>-linux-x86_64.tar.gz and
# dist/lanjolly_<version>_amd64.deb (see packaging/README.md).
dist: $(STAMP_DIST)
	sh packaging/ensure_tools.sh
	$(PY) packaging/build_dist.py

clean:
	rm -rf $(VENV) build dist *.egg-info
