import os
import stat

import pytest

from protocol import identity as ident
from protocol.identity import (
    Identity,
    IdentityError,
    PeerCert,
    load_or_create_identity,
    normalize_short_code,
    short_code_of,
    sign_challenge,
    verify_challenge,
    verify_signature,
)

HOST_FP = "ab" * 32


def test_created_once_and_reloaded_identically(tmp_path):
    first = load_or_create_identity(tmp_path)
    second = load_or_create_identity(tmp_path)
    assert first.fingerprint == second.fingerprint
    assert first.key_pem == second.key_pem
    assert len(first.fingerprint) == 64


def test_env_var_selects_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(tmp_path / "env"))
    identity = load_or_create_identity()
    assert (tmp_path / "env" / ident.KEY_FILE).exists()
    assert identity.key_path == tmp_path / "env" / ident.KEY_FILE


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_key_file_is_private(tmp_path):
    identity = load_or_create_identity(tmp_path)
    assert stat.S_IMODE(identity.key_path.stat().st_mode) == 0o600


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_loose_key_permissions_are_tightened(tmp_path):
    identity = load_or_create_identity(tmp_path)
    os.chmod(identity.key_path, 0o644)
    load_or_create_identity(tmp_path)
    assert stat.S_IMODE(identity.key_path.stat().st_mode) == 0o600


def test_lost_certificate_is_rebuilt_with_same_fingerprint(tmp_path):
    identity = load_or_create_identity(tmp_path)
    identity.cert_path.unlink()
    assert load_or_create_identity(tmp_path).fingerprint == identity.fingerprint


def test_certificate_of_another_key_is_replaced(tmp_path):
    identity = load_or_create_identity(tmp_path)
    identity.cert_path.write_bytes(Identity.generate().cert_pem)
    assert load_or_create_identity(tmp_path).fingerprint == identity.fingerprint


def test_damaged_key_is_an_error_not_a_silent_new_identity(tmp_path):
    identity = load_or_create_identity(tmp_path)
    identity.key_path.write_bytes(b"garbage")
    with pytest.raises(IdentityError, match="damaged"):
        load_or_create_identity(tmp_path)


def test_short_code_format_and_alphabet():
    code = short_code_of("00" * 32)
    assert code == "0000-0000-0000"
    code = short_code_of("ff" * 32)
    assert code == "ZZZZ-ZZZZ-ZZZZ"
    code = Identity.generate().short_code
    assert len(code) == 14 and code[4] == code[9] == "-"
    assert not set(code) & set("ILOU")


def test_short_code_normalisation_accepts_lookalikes():
    assert normalize_short_code("abcd efgh-jk0o") == "ABCD-EFGH-JK00"
    assert normalize_short_code("il11-2222-3333") == "1111-2222-3333"
    with pytest.raises(ValueError):
        normalize_short_code("ABCD-EFGH")
    with pytest.raises(ValueError):
        normalize_short_code("ABCD-EFGH-JKU!")


def test_sign_and_verify_with_raw_key_pem_and_der():
    identity = Identity.generate()
    sig = identity.sign(b"hello")
    for key in (identity.public_key_bytes, identity.cert_pem, identity.cert_der, identity.cert,
                PeerCert.from_bytes(identity.cert_der)):
        assert verify_signature(key, sig, b"hello")
        assert not verify_signature(key, sig, b"hellO")


@pytest.mark.parametrize("key", [b"", b"x" * 31, b"x" * 33, "not a cert", b"-----BEGIN CERTIFICATE-----\nzz", 5, None])
def test_verify_signature_never_raises_on_garbage(key):
    assert verify_signature(key, b"\0" * 64, b"data") is False


def test_verify_rejects_wrong_length_signature():
    identity = Identity.generate()
    assert not verify_signature(identity.public_key_bytes, identity.sign(b"m")[:63], b"m")


def test_challenge_round_trip_and_binding():
    client = Identity.generate()
    nonce = bytes(range(32))
    sig = sign_challenge(client, nonce, "table-1", HOST_FP)
    assert verify_challenge(client.cert_der, sig, nonce, "table-1", HOST_FP)
    assert not verify_challenge(client.cert_der, sig, nonce, "table-2", HOST_FP)
    assert not verify_challenge(client.cert_der, sig, bytes(32), "table-1", HOST_FP)
    assert not verify_challenge(client.cert_der, sig, nonce, "table-1", "cd" * 32)
    assert not verify_challenge(Identity.generate().cert_der, sig, nonce, "table-1", HOST_FP)
    assert not verify_challenge(client.cert_der, sig, b"short", "table-1", HOST_FP)


def test_challenge_message_bytes_are_pinned():
    msg = ident.challenge_message(b"\x01" * 32, "t", "ab" * 32)
    expected = (
        b"\x00\x00\x00\x15lanjolly/challenge/v1"
        + b"\x00\x00\x00\x01t"
        + b"\x00\x00\x00\x20" + b"\xab" * 32
        + b"\x00\x00\x00\x20" + b"\x01" * 32
    )
    assert msg == expected


def test_peer_cert_rejects_garbage_and_non_ed25519():
    with pytest.raises(IdentityError):
        PeerCert.from_bytes(b"\x30\x03\x02\x01\x00")
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID
    import datetime

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "x")])
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(1).not_valid_before(datetime.datetime(2024, 1, 1))
        .not_valid_after(datetime.datetime(2030, 1, 1)).sign(key, hashes.SHA256())
    )
    from cryptography.hazmat.primitives import serialization

    with pytest.raises(IdentityError, match="Ed25519"):
        PeerCert.from_bytes(cert.public_bytes(serialization.Encoding.DER))


def test_peer_cert_fingerprint_matches_identity():
    identity = Identity.generate()
    peer = PeerCert.from_bytes(identity.cert_pem)
    assert peer.fingerprint == identity.fingerprint
    assert peer.short_code == identity.short_code
    assert peer.public_key_bytes == identity.public_key_bytes
