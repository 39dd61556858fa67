"""The results of a duplicate event as files a person opens: CSV and one HTML page.

Pure text building (the organiser's process writes the files). Every name in
here came from a player's client, so it is escaped for HTML, and a CSV cell
that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``, tab,
carriage return) is prefixed with an apostrophe.
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from .movement import Movement, Place
from .scoring import Entry, Scored, Standing, score_board, standings


@dataclass(frozen=True)
class Player:
    place: Place
    name: str
    bot: bool = False


@dataclass(frozen=True)
class EventSheet:
    """Everything the results show: the event's shape, who played, every board's entries."""

    title: str
    game: str                            # "jolly" | "romme"
    positive: bool                       # Jolly scores up, Rommé counts penalties
    movement: Movement
    players: tuple[Player, ...]
    entries: tuple[Entry, ...]
    notes: tuple[str, ...] = ()

    def scored(self) -> list[Scored]:
        out: list[Scored] = []
        for b in sorted({e.board for e in self.entries}):
            out += score_board([e for e in self.entries if e.board == b], self.positive)
        return out

    def standings(self) -> list[Standing]:
        return standings(self.scored())

    def name(self, place: Place) -> str:
        return next((p.name for p in self.players if p.place == place), f"{place.home + 1}/{place.seat + 1}")


def decimal(x: Fraction | None, places: int = 1) -> str:
    """A fraction as people write it: 16.5, -3, 66.7 (rounded half away from zero)."""
    if x is None:
        return "-"
    scale = 10 ** places
    n = abs(x) * scale
    q = int(n + Fraction(1, 2))
    sign = "-" if x < 0 and q else ""
    whole, frac = divmod(q, scale)
    text = f"{sign}{whole}.{frac:0{places}d}".rstrip("0").rstrip(".")
    return text


def _cell(text: str) -> str:
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") and not _number(text) else text


def _number(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False


def _csv(rows: Sequence[Sequence[object]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for row in rows:
        w.writerow([_cell(str(c)) for c in row])
    return buf.getvalue()


def boards_csv(sheet: EventSheet) -> str:
    """One row per board, table and seat: points, matchpoints of the top, raw difference, marks."""
    rows: list[list[object]] = [["board", "table", "seat", "player", "points", "matchpoints", "top", "difference",
                                 "marks"]]
    for s in sorted(sheet.scored(), key=lambda s: (s.entry.board, s.entry.seat, s.entry.table)):
        e = s.entry
        rows.append([e.board + 1, e.table + 1, e.seat + 1, sheet.name(e.place), e.points, s.matchpoints, s.top,
                     decimal(s.diff), " ".join(sorted(m.value for m in e.marks))])
    return _csv(rows)


def standings_csv(sheet: EventSheet) -> str:
    rows: list[list[object]] = [["rank", "player", "seat", "boards", "matchpoints", "top", "percent", "difference",
                                 "marked boards"]]
    for st in sheet.standings():
        rows.append([st.rank, sheet.name(st.place), st.place.seat + 1, st.boards, st.matchpoints, st.top,
                     decimal(st.percent), decimal(st.diff), st.marked])
    return _csv(rows)


_STYLE = ("body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin:1em 0}"
          "th,td{border:1px solid #bbb;padding:.25em .6em;text-align:right}th{background:#e8efe8}"
          "td.n{text-align:left}caption{text-align:left;font-weight:bold;margin:.4em 0}.m{color:#a40}")


def _table(caption: str, head: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1) -> str:
    """An HTML table; ``rows`` are already escaped; column ``left`` is text (left aligned)."""
    out = [f"<table><caption>{html.escape(caption)}</caption><tr>"
           + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for row in rows:
        out.append("<tr>" + "".join(f'<td class="n">{c}</td>' if i == left else f"<td>{c}</td>"
                                    for i, c in enumerate(row)) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def results_html(sheet: EventSheet) -> str:
    """One self-contained page: the standings, then every board seat by seat, then the notes."""
    esc = html.escape
    mv = sheet.movement
    title = esc(sheet.title)
    parts = [f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{title}</title>"
             f"<style>{_STYLE}</style></head><body><h1>{title}</h1>",
             f"<p>{esc(sheet.game.capitalize())}: {mv.tables} tables of {mv.seats}, {mv.boards} boards. "
             "Matchpoints: 2 for each player beaten in the same seat on the same board, 1 for each tie; "
             "difference: points better than the average of the same seat.</p>"]
    rows = [[str(st.rank), esc(sheet.name(st.place)), str(st.place.seat + 1), str(st.boards),
             f"{st.matchpoints}/{st.top}", decimal(st.percent) + ("%" if st.percent is not None else ""),
             decimal(st.diff), str(st.marked) if st.marked else ""] for st in sheet.standings()]
    parts.append(_table("Standings", ["Rank", "Player", "Seat", "Boards", "Matchpoints", "Percent",
                                      "Difference", "Marked boards"], rows))
    scored = sheet.scored()
    for b in sorted({s.entry.board for s in scored}):
        rows = [[str(s.entry.seat + 1), esc(sheet.name(s.entry.place)), str(s.entry.table + 1), str(s.entry.points),
                 str(s.matchpoints), decimal(s.diff),
                 '<span class="m">' + esc(" ".join(sorted(m.value for m in s.entry.marks))) + "</span>"]
                for s in sorted((s for s in scored if s.entry.board == b), key=lambda s: (s.entry.seat, s.entry.table))]
        parts.append(_table(f"Board {b + 1} (dealer: seat {mv.dealer(b) + 1})",
                            ["Seat", "Player", "Table", "Points", "Matchpoints", "Difference", "Marks"], rows))
    if sheet.notes:
        parts.append("<h2>Notes</h2><ul>" + "".join(f"<li>{esc(n)}</li>" for n in sheet.notes) + "</ul>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
