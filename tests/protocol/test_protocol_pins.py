import json

import pytest

from protocol.pins import FingerprintMismatch, PinResult, PinStore, PinStoreError, check_and_pin

A = "aa" * 32
B = "bb" * 32


def test_new_then_match_then_mismatch(tmp_path):
    assert check_and_pin("host-1", A, tmp_path) is PinResult.NEW
    assert check_and_pin("host-1", A.upper(), tmp_path) is PinResult.MATCH
    assert check_and_pin("host-1", B, tmp_path) is PinResult.MISMATCH
    # a mismatch never replaces the pin
    assert PinStore(tmp_path).get("host-1") == A


def test_pins_are_per_host(tmp_path):
    store = PinStore(tmp_path)
    assert store.check_and_pin("h1", A) is PinResult.NEW
    assert store.check_and_pin("h2", B) is PinResult.NEW
    assert store.check_and_pin("h2", B) is PinResult.MATCH


def test_require_raises_loud_error(tmp_path):
    store = PinStore(tmp_path)
    store.require("Anna's table", A)
    with pytest.raises(FingerprintMismatch) as info:
        store.require("Anna's table", B)
    text = str(info.value)
    assert "HAS CHANGED" in text and "Anna's table" in text
    assert A in text and B in text
    assert info.value.expected == A and info.value.got == B


def test_forget_allows_new_pin(tmp_path):
    store = PinStore(tmp_path)
    store.check_and_pin("h", A)
    assert store.forget("h") is True
    assert store.forget("h") is False
    assert store.check_and_pin("h", B) is PinResult.NEW


def test_bad_fingerprint_rejected(tmp_path):
    with pytest.raises(ValueError):
        PinStore(tmp_path).check_and_pin("h", "xyz")


def test_damaged_file_is_not_treated_as_empty(tmp_path):
    store = PinStore(tmp_path)
    store.check_and_pin("h", A)
    store.path.write_text("{not json")
    with pytest.raises(PinStoreError):
        store.check_and_pin("h", B)
    store.path.write_text(json.dumps({"version": 1, "pins": {"h": {"fingerprint": "zz"}}}))
    with pytest.raises(PinStoreError):
        store.get("h")
