import base64

import pytest

from protocol.invites import InviteInvalid, check_invite_token, make_invite_token

SECRET = bytes(range(32))
ALICE = "a1" * 32
BOB = "b0" * 32


def reason(token, **kw):
    args = dict(host_secret=SECRET, token=token, table_id="t1", fingerprint=ALICE, now=1000)
    args.update(kw)
    with pytest.raises(InviteInvalid) as info:
        check_invite_token(**args)
    return info.value.reason


def test_open_invite_round_trip():
    token = make_invite_token(SECRET, "t1")
    info = check_invite_token(SECRET, token, "t1", fingerprint=None, now=10**12)
    assert info.expires_at is None and info.invitee_fingerprint is None
    assert token.startswith("lj1.") and len(token) < 100


def test_known_answer_token_layout():
    token = make_invite_token(SECRET, "t1", ALICE, 2000, nonce=b"\x07" * 8)
    raw = base64.urlsafe_b64decode(token[4:] + "=" * (-len(token[4:]) % 4))
    assert raw[:10] == b"\x01\x01" + (2000).to_bytes(8, "big")
    assert raw[10:18] == b"\x07" * 8 and raw[18:50] == bytes.fromhex(ALICE)
    assert len(raw) == 66
    assert token == KAT_TOKEN


def test_bound_to_invitee_and_expiry():
    token = make_invite_token(SECRET, "t1", ALICE, 2000)
    info = check_invite_token(SECRET, token, "t1", ALICE.upper(), now=1999)
    assert info.invitee_fingerprint == ALICE and info.expires_at == 2000
    assert reason(token, fingerprint=BOB) == "wrong_invitee"
    assert reason(token, fingerprint=None) == "wrong_invitee"
    assert reason(token, now=2000) == "expired"


def test_other_table_or_other_host_secret_fails():
    token = make_invite_token(SECRET, "t1")
    assert reason(token, table_id="t2") == "bad_signature"
    assert reason(token, host_secret=bytes(32)) == "bad_signature"


def test_tampering_with_any_byte_fails():
    token = make_invite_token(SECRET, "t1", ALICE, 2000, nonce=b"\x01" * 8)
    raw = bytearray(base64.urlsafe_b64decode(token[4:] + "=="))
    for i in range(len(raw)):
        bad = bytearray(raw)
        bad[i] ^= 0x01
        text = "lj1." + base64.urlsafe_b64encode(bytes(bad)).rstrip(b"=").decode()
        assert reason(text) in {"bad_signature", "malformed"}


@pytest.mark.parametrize("bad", ["", "lj1.", "lj2.AAAA", "lj1.!!!!", "lj1.+/+/", "lj1." + "A" * 300, "lj1.é", 42])
def test_malformed_tokens(bad):
    assert reason(bad) == "malformed"


def test_bad_arguments_when_making():
    with pytest.raises(ValueError):
        make_invite_token(b"short", "t1")
    with pytest.raises(ValueError):
        make_invite_token(SECRET, "t1", "zz")
    with pytest.raises(ValueError):
        make_invite_token(SECRET, "t1", expires_at=-5)


KAT_TOKEN = "lj1.AQEAAAAAAAAH0AcHBwcHBwcHoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaEil7-HeMOYYx6v3TbkwPwR"
