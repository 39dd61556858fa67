from __future__ import annotations

import pytest

from lanjolly.variants import (JOLLY, JOLLY_TARGETS, ROMME, ROMME_TARGETS, TURN_SECONDS_CHOICES,
                               Game)
from ui.dialogs.new_game import Access, NewGameDialog, NewGameSettings, SeatChoice
from tests.ui.screenshots import save_screenshot


@pytest.fixture
def dialog(qtbot):
    dlg = NewGameDialog(nickname="Marta")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _pick(combo, data) -> None:
    idx = combo.findData(data)
    assert idx >= 0, data
    combo.setCurrentIndex(idx)


def test_defaults_are_a_jolly_table_for_two(dialog):
    assert dialog.game() is Game.JOLLY
    assert dialog.target_choices() == list(JOLLY_TARGETS)
    assert dialog.target_combo.currentData() == 100
    assert dialog.turn_combo.currentData() == 60
    assert [dialog.turn_combo.itemData(i) for i in range(dialog.turn_combo.count())] \
        == list(TURN_SECONDS_CHOICES)
    assert dialog.romme_box.isHidden()
    assert dialog.ok_button.isEnabled()
    s = dialog.settings()
    assert s.table_name == "Marta's table"
    assert s.seats == 2 and s.other_seats == (SeatChoice.OPEN,)
    assert s.access is Access.OPEN and s.pin == ""
    assert s.variant() == JOLLY


def test_switching_variant_swaps_targets_and_romme_options(dialog, qtbot):
    _pick(dialog.target_combo, 200)
    dialog.romme_radio.click()
    assert dialog.game() is Game.ROMME
    assert dialog.target_choices() == list(ROMME_TARGETS)
    assert dialog.target_combo.currentData() == 50
    assert not dialog.romme_box.isHidden()
    assert dialog.hand_rummy_check.isChecked() and not dialog.knock_check.isChecked()
    assert "30" in dialog.game_hint.text()
    dialog.jolly_radio.click()
    assert dialog.target_choices() == list(JOLLY_TARGETS)
    assert dialog.target_combo.currentData() == 200      # remembered per variant
    assert dialog.romme_box.isHidden()


def test_romme_settings_make_the_right_variant(dialog):
    dialog.romme_radio.click()
    _pick(dialog.target_combo, 1)
    _pick(dialog.turn_combo, 0)
    dialog.knock_check.setChecked(True)
    dialog.hand_rummy_check.setChecked(False)
    s = dialog.settings()
    v = s.variant()
    assert v == ROMME.with_options(target_points=1, turn_seconds=0, knock=True,
                                   hand_rummy=False)
    assert v.knock and not v.hand_rummy and v.target_points == 1 and v.turn_seconds == 0


def test_romme_checkboxes_do_not_leak_into_jolly(dialog):
    dialog.romme_radio.click()
    dialog.knock_check.setChecked(True)
    dialog.jolly_radio.click()
    s = dialog.settings()
    assert s.knock is False
    assert s.variant().knock is False and s.variant().game is Game.JOLLY


def test_pin_is_required_for_password_tables(dialog, qtbot):
    assert not dialog._access_form.isRowVisible(dialog.pin_edit)
    _pick(dialog.access_combo, Access.PASSWORD)
    assert dialog._access_form.isRowVisible(dialog.pin_edit)
    assert not dialog.ok_button.isEnabled()
    assert "PIN" in dialog.error_label.text()
    qtbot.keyClicks(dialog.pin_edit, "12")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.pin_edit, "34")
    assert dialog.ok_button.isEnabled() and dialog.error_label.isHidden()
    assert dialog.settings().pin == "1234"
    dialog.pin_edit.setText("1234567890123")             # 13 characters
    assert not dialog.ok_button.isEnabled()
    dialog.pin_edit.setText("12 34")
    assert not dialog.ok_button.isEnabled()
    dialog.pin_edit.setText("123456789012")
    assert dialog.ok_button.isEnabled()
    _pick(dialog.access_combo, Access.INVITED)          # PIN no longer needed nor sent
    assert not dialog._access_form.isRowVisible(dialog.pin_edit)
    assert dialog.settings().pin == "" and dialog.settings().access is Access.INVITED


def test_accept_refuses_invalid_input(dialog):
    dialog.name_edit.setText("   ")
    assert not dialog.ok_button.isEnabled()
    dialog.accept()
    assert dialog.isVisible()


def test_seat_rows_follow_the_seat_count(dialog):
    visible = lambda: [dialog._seat_form.isRowVisible(c) for c in dialog.seat_combos]  # noqa
    assert visible() == [True, False, False]
    _pick(dialog.seats_combo, 4)
    assert visible() == [True, True, True]
    _pick(dialog.seat_combos[0], SeatChoice.BOT_EASY)
    _pick(dialog.seat_combos[2], SeatChoice.BOT_STRONG)
    s = dialog.settings()
    assert s.seats == 4
    assert s.other_seats == (SeatChoice.BOT_EASY, SeatChoice.OPEN, SeatChoice.BOT_STRONG)
    assert s.bots == (SeatChoice.BOT_EASY, SeatChoice.BOT_STRONG) and s.open_seats == 1
    _pick(dialog.seats_combo, 3)
    assert visible() == [True, True, False]
    assert len(dialog.settings().other_seats) == 2


def test_initial_settings_are_shown(qtbot):
    initial = NewGameSettings("Friday", Game.ROMME, 100, 3,
                              (SeatChoice.BOT_NORMAL, SeatChoice.OPEN), Access.PASSWORD,
                              "4711", 90, hand_rummy=False, knock=True)
    dlg = NewGameDialog(initial=initial)
    qtbot.addWidget(dlg)
    assert dlg.settings() == initial


@pytest.mark.parametrize("kw", [
    dict(table_name=""), dict(target_points=75), dict(game=Game.ROMME, target_points=200),
    dict(seats=5, other_seats=(SeatChoice.OPEN,) * 4), dict(seats=3),
    dict(access=Access.PASSWORD, pin="123"), dict(turn_seconds=45), dict(knock=True),
])
def test_invalid_settings_are_refused(kw):
    with pytest.raises(ValueError):
        NewGameSettings(**{"table_name": "T", **kw})


def test_settings_survive_a_dict_round_trip():
    s = NewGameSettings("Friday", Game.ROMME, 1, 4,
                        (SeatChoice.BOT_NORMAL, SeatChoice.OPEN, SeatChoice.BOT_EASY),
                        Access.PASSWORD, "4711", 30, hand_rummy=True, knock=True)
    assert NewGameSettings.from_dict(s.to_dict()) == s
    assert s.to_dict()["other_seats"] == ["normal", "open", "easy"]


def test_screenshots_for_both_variants(qtbot):
    for game in Game:
        dlg = NewGameDialog(nickname="Marta")
        qtbot.addWidget(dlg)
        dlg.set_game(game)
        _pick(dlg.seats_combo, 3)
        _pick(dlg.seat_combos[1], SeatChoice.BOT_NORMAL)
        if game is Game.ROMME:
            _pick(dlg.access_combo, Access.PASSWORD)
            dlg.pin_edit.setText("4711")
        dlg.show()
        qtbot.waitExposed(dlg)
        assert dlg.romme_box.isVisible() == (game is Game.ROMME)
        save_screenshot(dlg, f"new_game_{game.value}")


def test_cards_hidden_from_the_host_is_off_by_default_and_says_who_sees_what(dialog):
    assert not dialog.blind_check.isChecked() and dialog.blind_hint.isHidden()
    assert dialog.settings().blind is False
    tip = dialog.blind_check.toolTip()        # said before the option is ticked, too
    assert "computer holds a key" in tip and "bots hold no key" in tip and "second computer" in tip
    dialog.blind_check.setChecked(True)
    assert not dialog.blind_hint.isHidden() and "bots" in dialog.blind_hint.text()
    s = dialog.settings()
    assert s.blind is True
    assert NewGameSettings.from_dict(s.to_dict()).blind is True
    save_screenshot(dialog, "new_game_blind")


def test_every_bot_strength_the_host_knows_is_offered(dialog):
    """Expert included: the seat lists offer exactly the host's strengths (protocol.botseat)."""
    from protocol.botseat import STRENGTHS
    combo = dialog.seat_combos[0]
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert [c for c in offered if c != SeatChoice.OPEN] == [SeatChoice(s) for s in STRENGTHS]
    _pick(combo, SeatChoice.BOT_EXPERT)
    assert dialog.settings().bots == (SeatChoice.BOT_EXPERT,)
    assert "expert" in combo.currentText()


def test_play_now_asks_for_the_computer_players_strength(qtbot):
    from protocol.botseat import STRENGTHS
    from ui.dialogs.play_now import PlayNowDialog
    dlg = PlayNowDialog()
    qtbot.addWidget(dlg)
    assert [dlg.strength.itemData(i) for i in range(dlg.strength.count())] == list(STRENGTHS)
    assert dlg.bots() == ("normal",) * 3
    dlg.strength.setCurrentIndex(dlg.strength.findData("expert"))
    assert dlg.bots() == ("expert",) * 3
