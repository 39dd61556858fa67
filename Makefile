# Two commands for a newcomer: `make run` and `make test`. Both build .venv on demand.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP_RUN  := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_DIST := $(VENV)/.installed-dist
STAMP_CHECK := $(VENV)/.installed-check

.PHONY: run test check bench dist kit clean i18n

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

$(STAMP_CHECK): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test,dist]'
	touch $@ $(STAMP_TEST) $(STAMP_DIST) $(STAMP_RUN)

run: $(STAMP_RUN)
	$(VENV)/bin/lanjolly $(ARGS)

# Two tiers (tests/README.md). `make test` is the fast tier: everything but the tests
# marked slow or desktop, spread over every core by pytest-xdist (JOBS=0 runs in one process).
# `make check` is the slow tier: it builds the bundle once and lints it (tests/packaging,
# which needs a few Debian tools that ensure_tools.sh installs where missing, as root), runs
# the real-desktop tier (tests/desktop: real client processes on Xvfb, ~7 min of real time
# alone) and the random-playout properties again at full size (LANJOLLY_PROPERTY_SCALE=10).
JOBS ?= auto
PYTEST := QT_QPA_PLATFORM=offscreen LANJOLLY_NO_DISCOVERY=1 $(PY) -m pytest -q -n $(JOBS) --dist loadgroup
test: $(STAMP_TEST)
	-sh packaging/ensure_tools.sh
	$(PYTEST) -m "not slow and not desktop" $(PYTEST_ARGS)

check: $(STAMP_CHECK)
	sh packaging/ensure_tools.sh
	LANJOLLY_PROPERTY_SCALE=10 $(PYTEST) -m "slow or property or desktop" $(PYTEST_ARGS)

bench: $(STAMP_TEST)
	for b in bench/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

# The offline installers: dist/lanjolly-<version>-linux-x86_64.tar.gz and
# dist/lanjolly_<version>_amd64.deb (see packaging/README.md).
dist: $(STAMP_DIST)
	sh packaging/ensure_tools.sh
	$(PY) packaging/build_dist.py

# Translations (ui/i18n/): refresh the .ts sources from the code, then compile the .qm the
# game loads. Both are committed, so `make run`, a wheel and the packaged app need no Qt tools;
# tests/ui/test_ui_i18n.py checks the committed .qm match the .ts.
I18N_LANGS := en de pt_PT sl cs
i18n: $(STAMP_TEST)
	$(VENV)/bin/pyside6-lupdate $$(find ui -name '*.py' | sort) -no-obsolete -locations none \
		-source-language en $(foreach l,$(I18N_LANGS),-ts ui/i18n/lanjolly_$(l).ts)
	$(VENV)/bin/pyside6-lrelease -silent $(foreach l,$(I18N_LANGS),ui/i18n/lanjolly_$(l).ts)

clean:
	rm -rf $(VENV) build dist *.egg-info

# Offline install kits for Windows and macOS guests: dist/lanjolly-<version>-{windows,macos}-kit.zip
# (wheels for every supported CPython, downloaded through pip's cache; see packaging/README.md).
kit: $(STAMP_RUN)
	$(PY) packaging/build_kit.py
