import random

import pytest

from protocol.pake import PakeClient, PakeFailed, PakeHost, normalize_pin

HOST_FP = "11" * 32
CLIENT_FP = "22" * 32


def seeded(seed: int):
    rng = random.Random(seed)
    return lambda n: rng.randbytes(n)


def run(client_pin, host_pin, *, client_table="t1", host_table="t1", client_view_of_host=HOST_FP):
    client = PakeClient(client_pin, client_table, client_view_of_host, CLIENT_FP, entropy=seeded(1))
    host = PakeHost(host_pin, host_table, HOST_FP, CLIENT_FP, entropy=seeded(2))
    msg_a = client.start()
    msg_b = host.respond(msg_a)
    client_confirm = client.finish(msg_b)
    host_confirm = host.verify(client_confirm)
    key = client.check_host(host_confirm)
    return client, host, key, (msg_a, msg_b, host_confirm, client_confirm)


def test_same_pin_both_sides_confirm_and_share_key():
    client, host, key, msgs = run("4711", "4711")
    assert host.verified
    assert client.session_key == key == host.session_key and len(key) == 32
    assert [len(m) for m in msgs] == [33, 33, 32, 32]


def test_wrong_pin_is_seen_by_the_host_first_and_the_client_learns_nothing_before():
    """Issue 10.1: the client confirms first, so every wrong guess reaches the host as a failure."""
    client = PakeClient("1234", "t1", HOST_FP, CLIENT_FP, entropy=seeded(1))
    host = PakeHost("9999", "t1", HOST_FP, CLIENT_FP, entropy=seeded(2))
    msg_b = host.respond(client.start())
    assert isinstance(msg_b, bytes) and len(msg_b) == 33  # no confirmation rides along with it
    client_confirm = client.finish(msg_b)
    with pytest.raises(PakeFailed) as info:
        host.verify(client_confirm)
    assert info.value.reason == "pin_mismatch" and host.session_key is None
    with pytest.raises(PakeFailed) as info:      # a fake host's confirmation fails at the client too
        client.check_host(b"\0" * 32)
    assert info.value.reason == "pin_mismatch" and client.session_key is None


def test_host_detects_a_client_that_does_not_confirm():
    host = PakeHost("1234", "t1", HOST_FP, CLIENT_FP, entropy=seeded(2))
    client = PakeClient("0000", "t1", HOST_FP, CLIENT_FP, entropy=seeded(1))
    host.respond(client.start())
    with pytest.raises(PakeFailed) as info:
        host.verify(b"\0" * 32)
    assert info.value.reason == "pin_mismatch"
    assert not host.verified


@pytest.mark.parametrize("kw", [dict(client_table="t2"), dict(client_view_of_host="33" * 32)])
def test_exchange_is_bound_to_table_and_host_certificate(kw):
    with pytest.raises(PakeFailed):
        run("4711", "4711", **kw)


def test_messages_reveal_nothing_stable_about_the_pin():
    # fresh randomness each time: the same PIN never gives the same message
    a1 = PakeClient("4711", "t1", HOST_FP, CLIENT_FP).start()
    a2 = PakeClient("4711", "t1", HOST_FP, CLIENT_FP).start()
    assert a1 != a2


@pytest.mark.parametrize("bad", [b"", b"A" * 33, b"B" + b"\xff" * 32, b"B" + bytes(32), b"B" * 40, "text"])
def test_garbage_from_host_is_a_clean_failure(bad):
    client = PakeClient("1", "t1", HOST_FP, CLIENT_FP)
    client.start()
    with pytest.raises(PakeFailed) as info:
        client.finish(bad)
    assert info.value.reason == "bad_message"


@pytest.mark.parametrize("bad", [b"", b"B" + bytes(32), b"A" + b"\xff" * 32, b"A" + bytes(31), None])
def test_garbage_from_client_is_a_clean_failure(bad):
    host = PakeHost("1", "t1", HOST_FP, CLIENT_FP)
    with pytest.raises(PakeFailed) as info:
        host.respond(bad)
    assert info.value.reason == "bad_message"


def test_reflected_message_is_refused():
    client = PakeClient("1", "t1", HOST_FP, CLIENT_FP)
    msg_a = client.start()
    with pytest.raises(PakeFailed):
        client.finish(msg_a)


def test_pin_normalisation():
    assert normalize_pin(" 1234\n") == b"1234"
    assert normalize_pin("Cafe\u0301") == normalize_pin("Caf\u00e9")
    with pytest.raises(ValueError):
        normalize_pin("   ")
    run(" 4711 ", "4711")


def test_out_of_order_calls_are_programming_errors():
    client = PakeClient("1", "t1", HOST_FP, CLIENT_FP)
    with pytest.raises(RuntimeError):
        client.finish(b"B" * 33)
    client.start()
    with pytest.raises(RuntimeError):
        client.start()
    host = PakeHost("1", "t1", HOST_FP, CLIENT_FP)
    with pytest.raises(RuntimeError):
        host.verify(b"")
