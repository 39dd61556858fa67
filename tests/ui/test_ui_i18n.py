"""Translations: complete in every language, nothing user-visible escapes them, the .qm match the .ts.

The .ts files are the sources (made by ``pyside6-lupdate`` through ``make i18n``);
the compiled .qm beside them are committed so a fresh clone, a wheel and the
packaged app need no Qt tools. These tests keep the two honest.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ui.i18n import FOLDER, LANGUAGES, match_language, qm_path, ts_path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"\{\w+\}")


def _tool(name: str) -> str:
    path = BIN / name
    if path.exists():
        return str(path)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(ctx.findtext("name") or "", msg) for ctx in root.iter("context") for msg in ctx.findall("message")]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_message_is_translated_in_full(lang):
    messages = _messages(ts_path(lang))
    assert len(messages) > 300
    problems = []
    for ctx, msg in messages:
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        assert tr is not None
        if tr.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{ctx}: {source!r} is {tr.get('type')}")
            continue
        forms = [f.text or "" for f in tr.findall("numerusform")]
        texts = forms if msg.get("numerus") == "yes" else [tr.text or ""]
        if msg.get("numerus") == "yes" and not forms:
            problems.append(f"{ctx}: {source!r} has no plural forms")
        for text in texts:
            if not text.strip():
                problems.append(f"{ctx}: {source!r} has an empty translation")
            if set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(source)):
                problems.append(f"{ctx}: {source!r} -> {text!r} changes the placeholders")
            if "%n" in source and "%n" not in text:
                problems.append(f"{ctx}: {source!r} -> {text!r} drops the number")
    assert not problems, "\n".join(problems)


def test_slavic_plurals_have_their_own_forms():
    """Slovenian counts 1, 2, 3–4 and 5+ differently; Czech 1, 2–4 and 5+."""
    forms = {lang: {(m.findtext("source")): [f.text for f in m.iter("numerusform")]
                    for _, m in _messages(ts_path(lang)) if m.get("numerus") == "yes"} for lang in ("sl", "cs")}
    assert forms["sl"]["%n card(s)"] == ["%n karta", "%n karti", "%n karte", "%n kart"]
    assert forms["cs"]["%n card(s)"] == ["%n karta", "%n karty", "%n karet"]


def test_the_committed_qm_files_are_compiled_from_the_ts(tmp_path):
    lrelease = _tool("pyside6-lrelease")
    for lang in LANGUAGES:
        out = tmp_path / f"{lang}.qm"
        subprocess.run([lrelease, "-silent", str(ts_path(lang)), "-qm", str(out)], check=True, timeout=120)
        assert qm_path(lang).read_bytes() == out.read_bytes(), f"run `make i18n`: {qm_path(lang).name} is stale"


def test_qm_files_ship_as_package_data():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^ui = \[.*"i18n/\*\.qm".*\]', text, re.M), "the wheel would not carry the translations"
    assert FOLDER == UI / "i18n"


def test_the_system_locale_picks_a_language_with_english_as_the_fallback():
    assert match_language(["de-AT", "de"]) == "de"
    assert match_language(["pt-BR"]) == "pt_PT"
    assert match_language(["cs_CZ"]) == "cs"
    assert match_language(["sl-SI"]) == "sl"
    assert match_language(["fr-FR", "ja"]) == "en"
    assert match_language([]) == "en"


# --------------------------------------------------------------------------- nothing escapes tr()

# Calls whose string arguments people read.
SINK_CALLS = {
    "setText", "setWindowTitle", "setToolTip", "setPlaceholderText", "setTitle", "addRow", "addItem",
    "setItemText", "addMenu", "addButton", "setStatusTip", "set_status", "_set_status", "add_message",
    "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "_error", "set_caption", "set_turn", "set_table",
    "getText", "getItem", "information", "warning", "critical", "question", "emit", "fit_text", "drawText",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMessageBox",
    "QTableWidgetItem", "QListWidgetItem", "set_info", "StagedMeld", "SeatInfo",
}
# Names, the same in every language.
NAMES = {"LAN Jolly", "Jolly", "Rommé"}
TRANSLATORS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}


def _is_words(text: str) -> bool:
    """A literal a person reads: letters, and not a code, key, style or format."""
    if text in NAMES or not re.search(r"[^\W\d_]", text):
        return False
    return not re.fullmatch(r"[a-z0-9_./:#%-]*", text)


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _is_translator(node: ast.Call) -> bool:
    """``tr``/``QT_*_NOOP`` by name; ``translate`` only as Qt's (``painter.translate`` moves a painter)."""
    name = _call_name(node)
    if name == "translate":
        f = node.func
        return isinstance(f, ast.Name) or (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                                           and f.value.id in ("QCoreApplication", "QApplication"))
    return name in TRANSLATORS


def _escapes(node: ast.AST) -> list[str]:
    """Literal words in ``node`` that do not pass through a translator (calls are not entered)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if _is_words(node.value) else []
    if isinstance(node, ast.JoinedStr):
        return [v.value for v in node.values if isinstance(v, ast.Constant) and _is_words(str(v.value))]
    if isinstance(node, ast.Call) and _is_translator(node):
        return []
    out: list[str] = []
    for child in ast.iter_child_nodes(node):
        out += _escapes(child)
    return out


def _ui_sources() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py"))


def untranslated_literals(paths: list[Path]) -> list[str]:
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) in SINK_CALLS:
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    for text in _escapes(arg):
                        where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
                        found.append(f"{where}:{node.lineno}: {text!r}")
    return found


def translation_calls(paths: list[Path]) -> set[tuple[str, str]]:
    """(context, source) of every translator call, as Qt will look them up at run time."""
    calls = set()

    def visit(node: ast.AST, cls: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else cls
            if isinstance(child, ast.Call) and _is_translator(child):
                lits = [a.value for a in child.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                if _call_name(child) in ("tr", "QT_TR_NOOP") and lits:
                    calls.add((cls, lits[0]))
                elif len(lits) >= 2:
                    calls.add((lits[0], lits[1]))
            visit(child, inner)
    for path in paths:
        visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return calls


def hidden_from_lupdate(paths: list[Path]) -> list[str]:
    """Translator calls lupdate cannot read: a variable instead of a literal source text
    (a ``_tr(text)`` helper), so nothing of what passes through them reaches the .ts."""
    found = []
    for path in paths:
        if path == UI / "i18n" / "__init__.py":
            continue          # the mechanism itself: Retranslating.tr forwards the caller's literal
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _is_translator(node):
                want = 1 if _call_name(node) in ("tr", "QT_TR_NOOP") else 2
                args = node.args[:want]
                if len(args) < want or not all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                                for a in args):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_user_visible_literal_in_ui_escapes_translation():
    escaped = untranslated_literals(_ui_sources())
    assert not escaped, "wrap these in tr()/translate:\n" + "\n".join(escaped)


def test_every_translator_call_names_its_text_literally():
    hidden = hidden_from_lupdate(_ui_sources())
    assert not hidden, "lupdate cannot see the text of these calls:\n" + "\n".join(hidden)


def test_the_scan_catches_an_untranslated_label(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('label = QLabel("Play now")\nb.setText(f"Round {n} over")\nok = self.tr("Fine")\n'
                      'o.setObjectName("tablePanel")\nb.setText("Jolly")\n', encoding="utf-8")
    lines = {hit.split(":")[1] for hit in untranslated_literals([sample])}
    assert lines == {"1", "2"}


def test_lupdate_finds_every_translator_call_and_the_ts_are_current(tmp_path):
    """The code's translator calls, lupdate's messages and the committed .ts are the same set."""
    lupdate = _tool("pyside6-lupdate")
    fresh = tmp_path / "fresh_de.ts"
    subprocess.run([lupdate, *map(str, _ui_sources()), "-no-obsolete", "-locations", "none", "-silent",
                    "-ts", str(fresh)], check=True, timeout=300, cwd=ROOT)
    extracted = {(ctx, m.findtext("source") or "") for ctx, m in _messages(fresh)}
    in_code = translation_calls(_ui_sources())
    assert len(extracted) == len(in_code)
    assert extracted == in_code, (sorted(in_code - extracted)[:10], sorted(extracted - in_code)[:10])
    for lang in LANGUAGES:
        committed = {(ctx, m.findtext("source") or "") for ctx, m in _messages(ts_path(lang))}
        assert committed == extracted, f"run `make i18n`: {ts_path(lang).name} differs from the code"


def test_the_engine_sentences_recognised_by_the_client_still_exist():
    """Client wording keys on the engine's English openings; a reworded engine must fail here."""
    from ui.i18n.engine_text import EngineText
    from ui.i18n.meld_text import MeldText
    def source(name: str) -> str:   # adjacent string literals joined, as Python joins them
        return re.sub(r'"\s*\n\s*f?"', "", (ROOT / "lanjolly" / name).read_text(encoding="utf-8"))
    engine, melds = source("round.py"), source("melds.py")
    for pattern, _ in EngineText().patterns():
        # Regex groups stand for the engine's f-string fields; "lay off"/"swap a joker" fill its {what}.
        pieces = re.split(r"\(.*?\)|you can (?:lay off|swap a joker) ", pattern)
        for piece in (p.strip() for p in pieces if p and p.strip()):
            assert piece in engine or piece in melds, f"{piece!r} no longer occurs in the engine"
    for opening in MeldText().openings():
        assert opening in melds, f"{opening!r} no longer occurs in lanjolly/melds.py"
