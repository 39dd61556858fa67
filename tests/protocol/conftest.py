"""Shared fixtures for the protocol tests.

pytest puts this directory on ``sys.path`` (it has no ``__init__.py``), so the
tests import ``lj_harness`` directly and none of them edits ``sys.path``.
"""

from __future__ import annotations

import random

import pytest
from lj_harness import seed_deal_secrets

DEFAULT_SECRETS_SEED = 4242


@pytest.fixture(autouse=True)
def seeded_secrets(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> random.Random:
    """Deal secrets from a seeded RNG, so every test game deals the same cards on every run.

    A module picks its seed with ``SECRETS_SEED = n`` (the games its assertions
    were written against).
    """
    return seed_deal_secrets(monkeypatch, getattr(request.module, "SECRETS_SEED", DEFAULT_SECRETS_SEED))
