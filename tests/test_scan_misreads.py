"""What a scan's reading gets wrong and the answer contract must not pass on: cells cut short,
schedules run together, curly marks for a dimension's primes. Built from the rows and lines OCR
gave for scan copies (1-bit, 200 dpi) of sets whose text layer says what the sheet shows."""
from __future__ import annotations

from dataclasses import replace

from drawqa.models import Chunk


def _row(table: str, header: list[str], cells: list[str], source: str = "ocr", low_conf=()) -> Chunk:
    text = f"{table}: " + "; ".join(f"{h}: {v}" for h, v in zip(header, cells) if v)
    return Chunk(file="t.pdf", page=1, sheet_id="A6", sheet_title="T", section="schedule", bbox=(0, 0, 100, 10),
                 text=text, source=source, kind="row", table=table, header=header, cells=cells,
                 low_conf=list(low_conf))


HEADER = ["NUMBER", "NAME", "FLOOR FINISH", "BASE FINISH", "CEILING FINISH"]


def test_a_finish_code_cut_short_on_a_scan_is_not_read():
    """`VC` down a narrow column whose other rows read `VCT-1`: the end of the code was lost,
    and `VC` is no finish the schedule names. Read from a text layer, the same cell stands."""
    from handlers.finish import Match, _cut_short

    rows = [_row("ROOM FINISH SCHEDULE", HEADER, ["150", "MED", "VCT-1", "RB-1", "ACT-1"]),
            _row("ROOM FINISH SCHEDULE", HEADER, ["169", "OXYGEN ROOM", "VC", "RB-1", "ACT-1"]),
            _row("ROOM FINISH SCHEDULE", HEADER, ["170", "STORAGE", "SC", "RB-1", "ACT-1"], low_conf=["sc"])]
    m = Match(rows[1], 0, 1, 100, tuple(rows))
    assert _cut_short(m, 2, "VC")
    assert not _cut_short(m, 3, "RB-1") and not _cut_short(Match(rows[0], 0, 1, 100, tuple(rows)), 2, "VCT-1")
    assert _cut_short(Match(rows[2], 0, 1, 100, tuple(rows)), 2, "SC")      # read unsurely
    text_rows = tuple(replace(r, source="text") for r in rows)
    assert not _cut_short(Match(text_rows[1], 0, 1, 100, text_rows), 2, "VC")


def test_a_mark_under_a_heading_ocr_lost_does_not_name_the_row():
    """A door schedule and a window schedule drawn side by side, read as one table: the door
    mark 104 stands under a heading OCR did not read (`COL1`), so the row is not room 104's;
    it is still door 104's."""
    from handlers.base import Context
    from handlers.generic import _named_on_scan
    from drawqa.question import parse

    ctx = Context(gen=None, question=parse("What is the ceiling height in room 104?"), hits=[])
    glued = _row("WINDOW SCHEDULE", ["COL1", "COL3", "MATERIAL", "WIDTH", "HEIGHT"],
                 ["104", "6'-8\"", "HOLLOW CORE WOOD", "6'-0\"", "5'-0\""])
    named = _row("ROOM FINISH SCHEDULE", ["ROOM NO.", "NAME", "CEILING HEIGHT"], ["104", "BEDROOM", "8'-6\""])
    assert not _named_on_scan(ctx, glued)
    assert _named_on_scan(ctx, named) and _named_on_scan(ctx, replace(glued, source="text"))
    door = Context(gen=None, question=parse("What are the size and material of door 104?"), hits=[])
    assert _named_on_scan(door, glued)


def test_curly_quotes_read_for_a_dimension_marks_are_its_primes():
    from handlers.base import as_drawn

    c = Chunk(file="t.pdf", page=1, sheet_id="C1", sheet_title="T", section="notes", bbox=(0, 0, 1, 1),
              text="", source="ocr")
    said = "SETBACKS: FRONT 20'-0\", SIDE 5\u2019-0\", REAR 15'-0\u201d; SEE \u201cNOTE 3\u201d"
    assert as_drawn(c, said) == "SETBACKS: FRONT 20'-0\", SIDE 5'-0\", REAR 15'-0\"; SEE \u201cNOTE 3\u201d"
    assert len(as_drawn(c, said)) == len(said)
    assert as_drawn(replace(c, source="text"), said) == said
