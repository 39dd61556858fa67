"""Every language on screen: nothing clipped, a switch retranslates an open table, host refusals
arrive in the reader's language.

The layout check walks the visible widgets of the lobby, the New Game dialog, the
table and the results board at 1024×640 and 1366×768 and compares each text's
width with the room it has; texts painted on the felt report elisions through
``ui.table.items.ELIDED``. With ``LANJOLLY_SCREENSHOTS`` set, the 1366×768 run
saves ``lobby_<lang>.png``, ``new_game_<lang>.png``, ``table_<lang>.png`` and
``round_over_<lang>.png``.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QHeaderView, QLabel, QLineEdit,
                               QWidget)

from lanjolly.playout import chance, random_action, shuffled_deck
from lanjolly.round import Phase, RoundState, apply, deal
from lanjolly.variants import JOLLY, ROMME, Game
from protocol.identity import Identity
from tests.ui.table_demo import NAMES4, make_table, midround_state
from tests.ui.test_ui_lobby import entry
from ui.dialogs.new_game import Access, NewGameDialog, NewGameSettings, SeatChoice
from ui.i18n import LANGUAGES, install
from ui.main_window import MainWindow
from tests.ui.screenshots import save_screenshot
from ui.settings import Settings
from ui.table import items
from tests.ui.local_session import LocalEngineSession
from ui.table.score_sheet import ScoreSheet
from ui.table.table_widget import TableWidget

SIZES = [(1024, 640), (1366, 768)]


@pytest.fixture(autouse=True)
def _back_to_english(qapp):
    yield
    install("en")


def clipped(root: QWidget) -> list[str]:
    """Visible texts under ``root`` that do not fit the room their widget has."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        fm = w.fontMetrics()
        name = f"{type(w).__name__}"
        if isinstance(w, QLabel) and w.text() and w.textFormat() != Qt.TextFormat.RichText and w.pixmap().isNull():
            room = w.contentsRect().width() - 2 * max(0, w.margin())
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 1:
                    out.append(f"{name} {w.text()!r}: needs {w.heightForWidth(w.width())} px high, has {w.height()}")
            else:
                need = max(fm.horizontalAdvance(line) for line in w.text().split("\n"))
                if need > room + 1:
                    out.append(f"{name} {w.text()!r}: needs {need} px, has {room}")
        elif isinstance(w, (QAbstractButton, QComboBox)):
            if w.width() + 1 < w.sizeHint().width():
                label = w.text() if isinstance(w, QAbstractButton) else w.currentText()
                out.append(f"{name} {label!r}: needs {w.sizeHint().width()} px, has {w.width()}")
        elif isinstance(w, QGroupBox) and w.title():
            if fm.horizontalAdvance(w.title()) + 16 > w.width():
                out.append(f"{name} {w.title()!r}: title wider than the box")
        elif isinstance(w, QLineEdit) and w.placeholderText() and not w.text():
            if fm.horizontalAdvance(w.placeholderText()) > w.contentsRect().width() - 8:
                out.append(f"{name} placeholder {w.placeholderText()!r} is cut")
        elif isinstance(w, QHeaderView) and w.model() is not None:
            for i in range(w.count()):
                text = str(w.model().headerData(i, w.orientation()) or "")
                need = fm.horizontalAdvance(text) + 10
                if w.orientation() == Qt.Orientation.Horizontal and w.sectionSize(i) < need:
                    out.append(f"header {text!r}: needs {need} px, has {w.sectionSize(i)}")
    return out


def _over_state(seed: int = 3) -> RoundState:
    """A seeded random round played to its end, someone having gone out."""
    for attempt in range(200):
        rng = random.Random(seed * 1000 + attempt)
        state = deal(JOLLY, shuffled_deck(rng), 3, (True,) * 4)
        for _ in range(2000):
            if state.phase is Phase.RESHUFFLE:
                state = chance(state, rng)
                continue
            nxt = apply(state, random_action(state, rng))
            if nxt.phase is Phase.OVER:
                if any(len(h) == 0 for h in nxt.hands):
                    return nxt
                break
            state = nxt
    raise RuntimeError("no round went out")


def _table(qtbot, state: RoundState, size: tuple[int, int]) -> TableWidget:
    # A long match, so a finished round shows the results board, not the match's end screen.
    return make_table(qtbot, state, JOLLY.with_options(target_points=500), NAMES4, size=size)[0]


def _felt_fits(w: TableWidget) -> list[str]:
    items.ELIDED.clear()
    w.view.viewport().grab()          # paints every item, texts measured as they are drawn
    return [f"painted text elided: {t!r}" for t in items.ELIDED]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_screen_holds_its_text_in_every_language(qtbot, lang):
    install(lang)
    mid, over = midround_state(JOLLY, seats=4, seed=11), _over_state()
    problems: list[str] = []
    for size in SIZES:
        tag = f"{lang} {size[0]}x{size[1]}"
        shoot = size == (1366, 768)
        # lobby, in the main window with its menus
        window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        for e in (entry("Friday rummy"), entry("Private", privacy="password", service="p", seats_taken=2),
                  entry("Invited", privacy="invite", service="i", state="playing", seats_taken=4)):
            window.lobby.model.apply_event("added", e)
        problems += [f"{tag} lobby: {p}" for p in clipped(window)]
        if shoot:
            save_screenshot(window, f"lobby_{lang}")
        window.close()
        # New Game with every optional row showing (Rommé, four seats, PIN)
        dlg = NewGameDialog("Anna", NewGameSettings("Anna's table", game=Game.ROMME, target_points=50, seats=4,
                                                     other_seats=(SeatChoice.OPEN, SeatChoice.BOT_STRONG,
                                                                  SeatChoice.BOT_NORMAL),
                                                     access=Access.PASSWORD, pin="12345"))
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        problems += [f"{tag} new game: {p}" for p in clipped(dlg)]
        if dlg.width() > size[0] or dlg.height() > size[1]:
            problems.append(f"{tag} new game: {dlg.width()}x{dlg.height()} does not fit the screen")
        if shoot:
            save_screenshot(dlg, f"new_game_{lang}")
        dlg.close()
        # the table mid-round, then the results board
        for state, shot in ((mid, "table"), (over, "round_over")):
            w = _table(qtbot, state, size)
            if shot == "round_over":
                assert w.scene.board.isVisible()
                w.set_verification(True, QCoreApplication.translate(
                    "NetworkSession", "Deal verified: every commitment matches the revealed secrets and the deal "
                    "replays exactly."))
            problems += [f"{tag} {shot}: {p}" for p in clipped(w) + _felt_fits(w)]
            if shoot:
                save_screenshot(w, f"{shot}_{lang}")
            w.close()
    assert not problems, "\n".join(problems)


def test_switching_language_retranslates_an_open_table(qtbot):
    w = _table(qtbot, midround_state(JOLLY, seats=4, seed=11), (1366, 768))
    assert w.lay_button.text() == "Lay cards" and w.panel.sheet_button.text() == "Score sheet"
    assert "Round 1: " in w.panel.chat.plain_text()
    english_status = w.status_line()
    install("de")
    assert w.lay_button.text() == "Auslegen"
    assert w.panel.sheet_button.text() == "Punkteblatt" and w.panel.tabs.tabText(1) == "Züge"
    assert w.panel.timer_box.title() == "Zugzeit"
    assert w.status_line() != english_status and "Du bist dran" in w.status_line()
    assert "Runde 1: " in w.panel.chat.plain_text() and "Round 1: " not in w.panel.chat.plain_text()
    assert w.scene.furniture.discard_frame.caption in ("", "Ablagestapel")
    assert "Auslage von Bruno" in [f.caption for f in w.scene.furniture.zone_frames.values()]
    install("cs")
    assert w.lay_button.text() == "Vyložit" and "Kolo 1: " in w.panel.chat.plain_text()
    install("en")
    assert w.lay_button.text() == "Lay cards" and w.status_line() == english_status


def test_the_main_window_language_menu_switches_and_remembers(qtbot, tmp_path):
    settings = Settings.at_path(str(tmp_path / "s.ini"))
    window = MainWindow(settings, "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    assert window.language_menu.title() == "&Language"
    window.language_actions["sl"].trigger()
    assert window.lobby.new_game.text() == "Nova igra…" and window.game_menu.title() == "&Igra"
    assert window.language_actions["sl"].isChecked() and settings.language == "sl"
    assert Settings.at_path(str(tmp_path / "s.ini")).language == "sl"
    window.language_actions["pt_PT"].trigger()
    assert window.lobby.new_game.text() == "Novo Jogo…" and settings.language == "pt_PT"


@pytest.mark.parametrize("lang", ["de", "cs"])
def test_score_sheet_numbers_follow_the_locale(qtbot, lang):
    install(lang)
    sheet = ScoreSheet(["Anna", "Ben"], [(1234, -5), (10, 2000)], 5000, True)
    qtbot.addWidget(sheet)
    locale = QLocale()
    assert sheet.table.item(0, 0).text() == "+" + locale.toString(1234)
    assert sheet.table.item(2, 0).text() == locale.toString(1244)
    assert sheet.table.item(2, 1).text() == locale.toString(1995)
    assert locale.toString(1234) != "1234"                 # German and Czech group thousands
    assert sheet.table.verticalHeaderItem(2).text() in ("Gesamt", "Celkem")


def test_romme_penalty_sheet_words_in_slovenian(qtbot):
    install("sl")
    sheet = ScoreSheet(["Ana", "Bor"], [(5, 0)], 50, False, [False, False])
    qtbot.addWidget(sheet)
    assert "50 kazenskih točk" in sheet.caption.text() and sheet.windowTitle() == "Točkovnik"
    assert ROMME.target_points > 1


def test_a_refusal_from_the_host_shows_in_the_clients_language(qtbot, qapp, monkeypatch, tmp_path):
    """Real host and client over TLS on loopback: the host words nothing; the Czech client does."""
    import asyncio

    import qasync

    from protocol.clientstate import Refused
    from tests.ui.test_ui_app import until
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LANJOLLY_NO_DISCOVERY", "1")
    monkeypatch.setenv("LANJOLLY_BIND", "127.0.0.1")
    loop = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(loop)
    install("cs")
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.show()
    refusals: list[Refused] = []

    async def scenario() -> None:
        await window.start_services()
        await window.play_now(seed=7)
        await until(lambda: window.table is not None and window.table.current_view is not None,
                    what="the first view")
        table, client = window.table, window.client
        assert client is not None and table is not None
        relay = client.on_event

        def spy(ev):
            if isinstance(ev, Refused):
                refusals.append(ev)
            relay(ev)
        client.on_event = spy
        shown: list[str] = []          # the status line right after the table handled each refusal
        window.session.refused.connect(lambda code, text: shown.append(table.status_line()))
        client.start_match()                                    # the match runs already: bad_state
        await until(lambda: len(refusals) == 1, what="the host's refusal")
        assert refusals[0].code == "bad_state" and refusals[0].args == {"request": "start"}
        assert refusals[0].text == "the match has already started"        # the host's own words: English
        assert shown[0] == "Hra už začala."
        window.session.send_chat("x" * 250)                    # over the host's 200-character limit
        await until(lambda: len(refusals) == 2, what="the chat refusal")
        assert refusals[1].code == "chat_too_long" and refusals[1].args == {"max": 200}
        # a chat line's refusal is said in the chat, where the line was typed (issue 22 item 9)
        assert table.panel.chat.plain_text().splitlines()[-1] == "Zprávy v chatu mají nejvýš 200 znaků."
        install("de")                                          # a later refusal follows the new language
        client.start_match()
        await until(lambda: len(refusals) == 3, what="the third refusal")
        assert shown[2] == "Das Spiel hat schon begonnen."
        await window.shutdown()

    try:
        loop.run_until_complete(asyncio.wait_for(scenario(), 60))
    finally:
        asyncio.set_event_loop(None)
        loop.close()


def test_a_watchers_table_finds_the_words_of_the_table_it_extends(qtbot):
    """``WatchTable`` subclasses ``TableWidget``: Qt would look the base's texts up under the
    subclass's name and miss them; ``Retranslating.tr`` walks the bases."""
    from ui.watching import WatchTable
    install("de")
    session = LocalEngineSession(JOLLY, NAMES4, 0, seed=1, state=midround_state(JOLLY, seats=4, seed=11),
                                 bot_delay_ms=60_000)
    w = WatchTable(session)
    qtbot.addWidget(w)
    session.start()
    assert w.results_button.text() in ("Tisch zeigen", "Ergebnis zeigen")
    assert w.leave_button.text() == "Verlassen"
    qtbot.waitUntil(w.animations_idle, timeout=5000)     # the turn's words wait for the deal on the felt
    assert w.status_line() == "Du schaust zu: Anna spielt."


def test_an_open_rules_window_follows_a_language_switch(qtbot):
    """The rules window is not modal, so it can be open while the language changes."""
    from ui.rules_window import RulesWindow

    install("en")
    rules = RulesWindow("romme")
    qtbot.addWidget(rules)
    rules.show()
    english = rules.pages["romme"].toPlainText()
    assert rules.windowTitle() == "How to play" and rules.tabs.tabText(2) == "Marks"
    install("de")
    try:
        assert rules.windowTitle() != "How to play" and rules.tabs.tabText(2) != "Marks"
        assert rules.pages["romme"].toPlainText() != english
        assert rules.tabs.currentWidget() is rules.pages["romme"]
    finally:
        install("en")
    assert rules.pages["romme"].toPlainText() == english
