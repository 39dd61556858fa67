"""Issue 20 item 7: no newcomer's name looks like a name already at the table (PROTOCOL.md §16.5).

Real host over TLS: "victim" sits down, then identities ask for names that
passed the old case-insensitive check; each is shown with its own short code.
"""

from __future__ import annotations

import pytest

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol.identity import Identity, short_code_of
from protocol.limits import HostLimits
from protocol.names import clean_name, name_key, skeleton
from protocol.table import TableConfig

LOOKALIKES = [
    "vict\u0456m",          # Cyrillic і
    "v\u0301ictim",         # a combining acute accent
    "Victim (ABCD)",        # a forged disambiguation suffix
    "<b>victim</b>",        # markup a rich-text label shows as "victim"
    "VICTIM",
    "\uff56\uff49\uff43\uff54\uff49\uff4d",   # fullwidth
    "\u03bdictim",          # Greek nu
    "vict\u0131m",          # dotless i
    "victim\u200b",         # a zero-width space
    "vi\u200dctim",         # a zero-width joiner
]


async def test_look_alike_names_get_the_newcomers_own_code(tmp_path):
    host = Host(TableConfig(variant=ROMME, seats=2, bots=(None, "easy"), turn_ms=0, watchers=16),
                Identity.generate(), data_dir=tmp_path / "h", limits=HostLimits(new_per_addr=32))
    await host.start("127.0.0.1", 0)
    victim = TableClient("127.0.0.1", host.port, nick="victim", data_dir=tmp_path / "v")
    others: list[TableClient] = []
    try:
        await victim.connect()
        victim_code = short_code_of(victim.identity.fingerprint)[:4]
        for i, nick in enumerate(LOOKALIKES):
            if nick == "Victim (ABCD)":
                nick = f"Victim ({victim_code})"     # the victim's own code: the suffix is forged
            c = TableClient("127.0.0.1", host.port, nick=nick, data_dir=tmp_path / f"o{i}", watch=True)
            await c.connect()
            others.append(c)
        info = host.table.info()
        names = {w["fp"]: w["nick"] for w in info["watchers"]}
        assert [s["nick"] for s in info["seats"]][0] == "victim"
        for c, asked in zip(others, LOOKALIKES):
            shown = names[c.identity.fingerprint]
            code = short_code_of(c.identity.fingerprint)[:4]
            assert shown.endswith(f" ({code})"), f"{asked!r} was shown as {shown!r} beside 'victim'"
            assert "<" not in shown and victim_code not in shown.removesuffix(f" ({code})")
            assert name_key(shown) != name_key("victim")
    finally:
        for c in [victim, *others]:
            await c.close()
        await host.close()


@pytest.mark.parametrize("a,b", [("victim", n) for n in LOOKALIKES[:2] + LOOKALIKES[4:]]
                         + [("paypal", "\u0440\u0430ypal"), ("Jiří", "Jiri"), ("m", "rn"), ("Ada", "\u0410da")])
def test_names_that_look_alike_have_one_key(a, b):
    assert name_key(clean_name(a, 32)) == name_key(clean_name(b, 32))


@pytest.mark.parametrize("a,b", [("victim", "victor"), ("Ann", "Anne"), ("Bea", "Bee"), ("1", "2")])
def test_names_that_look_different_keep_their_own_keys(a, b):
    assert name_key(a) != name_key(b)


@pytest.mark.parametrize("asked,shown", [
    ("Victim (ABCD)", "Victim"), ("Victim\uff08ABCD\uff09", "Victim"), ("Victim \u2768ABCD\u2769", "Victim"),
    ("<b>victim</b>", "victim"), ("<img src=x>Eve", "Eve"), ("Tom & Jerry", "Tom Jerry"),
    ("a\u202eb", "ab"), ("  two   spaces ", "two spaces"), ("line\nbreak", "line break"), ("(x)", ""),
])
def test_clean_name_leaves_plain_text_without_a_suffix_people_could_mistake(asked, shown):
    assert clean_name(asked, 32) == shown


def test_the_skeleton_is_uts39s_up_to_the_prototype():
    # confusables.txt: U+0456 -> i, U+217F (small roman numeral 1000) -> m -> "rn", U+0430 -> a
    assert skeleton("\u0456") == skeleton("i") and skeleton("\u217f") == skeleton("rn")
    assert skeleton("\u0430") == "a" and skeleton("x") == "x"
