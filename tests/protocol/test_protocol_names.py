"""Issue 20 item 7: no newcomer's name looks like a name already at the table (PROTOCOL.md §16.5).

Real host over TLS: "victim" sits down, then identities ask for names that
passed the old case-insensitive check; each is shown with its own short code.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


def test_the_confusables_table_is_let_go_once_the_prototypes_are_built():
    """Importing the package's ``confusables`` module kept its whole parse (8.6 MB of Python objects)
    alive in every host and client process, and in every full garbage collection, for a map of
    1.4 MB; names reads the package's table itself and keeps only the map."""
    code = ("import sys\nfrom protocol.names import name_key\nname_key('victim')\n"
            "print(sorted(m for m in sys.modules if m.startswith('confusable_homoglyphs.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[2]).stdout
    assert "confusable_homoglyphs.confusables" not in out, out


def test_the_pairs_read_from_the_text_are_the_packages_whole_table():
    """names reads confusables.json as text (protocol/names.py ``_pairs``): exactly the pairs a full
    JSON parse gives, in order, so the map is the same as before and a new layout cannot slip by."""
    import json
    from importlib import resources

    from protocol.names import _pairs

    text = resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8")
    whole = [(a, e["c"]) for a, entries in json.loads(text).items() for e in entries]
    assert list(_pairs(text)) == whole and len(whole) > 10_000


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmRSS from Linux's /proc")
def test_building_the_name_map_leaves_the_process_little_bigger():
    """Parsing the package's table whole left a host process ~7 MB bigger for good (the parse's
    12,614 names were freed only after the map was built among them): bench_protocol counted it as
    ~70 KiB per table of a 100-table host. Read as text, the map costs ~1.3 MB."""
    code = ("import gc\nimport protocol.server\nfrom protocol.names import name_key\n"
            "def rss():\n    with open('/proc/self/status') as f:\n"
            "        return next(int(l.split()[1]) for l in f if l.startswith('VmRSS:'))\n"
            "before = rss()\nname_key('victim')\ngc.collect()\nprint(rss() - before)")
    grew_kib = int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                  cwd=Path(__file__).resolve().parents[2]).stdout)
    assert grew_kib < 3 * 1024, f"the name map left the process {grew_kib} KiB bigger"
