"""Notes, legends, checklists and schedules laid out as drawings lay them out, generated here:

* a symbol legend: each symbol (`24x12`, `24x12~`, `16Ø`) printed at the left of its row, what it
  means set well to its right on the same baseline, wrapped onto a second line;
* numbered general notes under a discipline heading (`HVAC GENERAL NOTES`): the heading says what
  every note is about without each note repeating it;
* a permit checklist: a heading naming the drawing (`Deck plan requirements`) over one item a line;
* a footing schedule whose marks are counted by what the question names, not by door/window/room.

Each question checks a rule of how drawings are made, not a wording; some must abstain.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_grid, draw_text as _text, index_pdf

ABSTAINED = "no evidence found"
W, H = 1224, 792


@pytest.fixture(scope="module")
def notes_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("notes_and_lists")
    pdf = d / "notes.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)

    # Symbol legend, left column: symbol at x 60, meaning at x 140 (a gap of ~8 text heights).
    _text(page, 60, 60, "MECHANICAL SYMBOLS", 10)
    legend = [("24x12", "INDICATES RECTANGULAR DUCT 24 INCHES WIDE (IN PLANE OF DRAWING) AND 12",
               "INCHES DEEP. SIZE APPLIES TO THE WHOLE RUN UNLESS NOTED."),
              ("24x12~", "INDICATES FLAT OVAL DUCT 24 INCHES WIDE (IN PLANE OF DRAWING) AND 12",
               "INCHES DEEP. SIZE APPLIES TO THE WHOLE RUN UNLESS NOTED."),
              ("16\u00d8", "INDICATES ROUND DUCT OF 16 INCHES DIAMETER. SIZE APPLIES TO THE",
               "WHOLE RUN UNLESS NOTED.")]
    for k, (sym, line1, line2) in enumerate(legend):
        y = 90 + 40 * k
        _text(page, 60, y, sym, 8)
        _text(page, 140, y, line1, 7)
        _text(page, 140, y + 9, line2, 7)

    # General notes, middle column.
    _text(page, 470, 60, "HVAC GENERAL NOTES", 10)
    notes = ["SCOPE OF WORK: PROVIDE A COMPLETE VARIABLE AIR VOLUME SYSTEM WITH HOT WATER REHEAT",
             "THROUGHOUT THE BUILDING, INCLUDING ALL CONTROLS, DAMPERS AND BALANCING.",
             "HEATING WATER PIPING SHALL BE FILLED WITH 30% PROPYLENE GLYCOL WHERE INSTALLED IN",
             "UNHEATED SPACES.",
             "FIRE DAMPERS SHALL BE PROVIDED AT ALL RATED WALL PENETRATIONS, WITH ACCESS DOORS.",
             "ALL WORK SHALL CONFORM TO THE APPLICABLE CODES."]
    starts = {0: "1.", 2: "2.", 4: "3.", 5: "4."}
    for k, line in enumerate(notes):
        y = 80 + 11 * k
        if k in starts:
            _text(page, 470, y, starts[k], 7)
        _text(page, 484, y, line, 7)

    # Permit checklist, lower left.
    items = ["Deck plan requirements", "Drawing scale", "Joist size and spacing", "Beam size and span",
             "Guard height", "Stair rise and run", "Footing size and depth"]
    for k, line in enumerate(items):
        _text(page, 60, 320 + 12 * k, line, 9 if k == 0 else 8)

    # Footing schedule, lower middle: ruled grid.
    _text(page, 470, 330, "FOOTING SCHEDULE", 11)
    draw_grid(page, 470, 340, [50, 100, 180], [("MARK", "SIZE", "REINFORCEMENT"), ("F1", "900x900x400", "4-N16 E.W."),
                                              ("F2", "1200x1200x450", "5-N16 E.W."), ("F3", "1500x1500x500", "6-N20 E.W."),
                                              ("SF1", "600 WIDE x 400", "3-N12 T&B")])

    _text(page, 1000, 760, "M-001", 20)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def _ask(index, q):
    return ask_index(index, q)


def test_a_legend_symbol_is_read_with_the_meaning_on_its_row(notes_index):
    a = _ask(notes_index, "What does a duct tag of 24x12 mean on the plans?")
    assert "RECTANGULAR" in a.answer and "OVAL" not in a.answer, a.answer
    assert "12 INCHES DEEP" in " ".join(a.answer.split()), "the wrapped line goes with its meaning"
    a = _ask(notes_index, "What does 24x12~ indicate?")
    assert "FLAT OVAL" in a.answer, a.answer
    a = _ask(notes_index, "What does the symbol 16\u00d8 mean?")
    assert "ROUND" in a.answer and a.answer != "MECHANICAL SYMBOLS", a.answer


def test_a_symbol_not_in_the_legend_is_not_answered_by_its_heading(notes_index):
    a = _ask(notes_index, "What does the symbol 30x10 indicate?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_note_is_about_what_its_heading_says(notes_index):
    a = _ask(notes_index, "What type of HVAC system is required?")
    assert "VARIABLE AIR VOLUME" in a.answer, a.answer
    assert "BALANCING" not in a.answer, "the clause that says what kind, not the list after it"


def test_where_a_note_applies(notes_index):
    a = _ask(notes_index, "Where must the heating water piping be filled with propylene glycol?")
    assert "UNHEATED SPACES" in a.answer, a.answer


def test_what_the_notes_require_for_a_thing(notes_index):
    a = _ask(notes_index, "What do the notes require for fire dampers?")
    assert "RATED WALL PENETRATIONS" in a.answer, a.answer


def test_a_checklist_lists_what_a_drawing_must_show(notes_index):
    a = _ask(notes_index, "Which joist information must be shown on a deck plan?")
    assert "Joist size and spacing" in a.answer and "Beam" not in a.answer, a.answer
    a = _ask(notes_index, "Does a deck plan have to show the guard height and stair rise?")
    assert a.answer.startswith("Yes") and "Guard height" in a.answer and "Stair rise" in a.answer, a.answer


def test_an_item_not_on_the_checklist_is_no_yes(notes_index):
    a = _ask(notes_index, "Does a deck plan have to show a hot tub?")
    assert not a.answer.startswith("Yes"), a.answer


def test_marks_of_a_named_schedule_are_counted(notes_index):
    a = _ask(notes_index, "How many different footing marks are listed in the footing schedule?")
    assert a.answer.startswith("4 "), a.answer
    a = _ask(notes_index, "How many footings are in the footing schedule?")
    assert a.answer.startswith("4 "), a.answer
    assert all(m in a.answer for m in ("F1", "F2", "F3", "SF1")), a.answer


# --------------------------------------------------------------------------- a plan with room labels,
# sheet notes numbered in bubbles, and a door schedule with check columns

@pytest.fixture(scope="module")
def plan_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("plan_labels")
    pdf = d / "plan.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=2592, height=1728)
    # Room labels: name over number, rooms side by side on the same rows (the number of one
    # room and the name of the next share no line).
    rooms = [("LOBBY", "101", 300, 300), ("READING ROOM", "102", 700, 300), ("STAFF WORKROOM", "103", 300, 700),
             ("MECHANICAL", "104", 700, 700), ("STORAGE", "105", 1000, 700)]
    for room, no, x, y in rooms:
        page.draw_rect(pymupdf.Rect(x - 100, y - 80, x + 150, y + 80), width=2)
        _text(page, x, y, room, 10)
        _text(page, x + 20, y + 14, no, 10)
    _text(page, 200, 1000, "FIRST FLOOR PLAN", 14)
    # Sheet notes: each number in a bubble, set on its own baseline left of the note's words.
    _text(page, 1500, 100, "SHEET NOTES", 12)
    notes = ["PROVIDE FIRE EXTINGUISHER CABINET, SEE DETAIL 4/A501.",
             "PATCH AND REPAIR EXISTING WALL TO MATCH ADJACENT FINISH.",
             "NEW 6\" CMU WALL, FULL HEIGHT TO DECK, 2-HOUR RATED.",
             "ALIGN NEW FLOOR FINISH WITH EXISTING; PROVIDE TRANSITION STRIP."]
    for k, note in enumerate(notes):
        y = 140 + 34 * k
        page.draw_circle((1515, y - 4), 11)
        _text(page, 1511, y - 1, str(k + 1), 9)
        _text(page, 1545, y + 1, note, 9)
    # Door schedule: CLOSER is a check column (a mark or nothing).
    _text(page, 1500, 600, "DOOR SCHEDULE", 14)
    draw_grid(page, 1500, 610, [60, 80, 80], [("DOOR", "WIDTH", "CLOSER"), ("201", "3'-0\"", "\u25cf"),
                                             ("202", "2'-10\"", ""), ("203", "3'-6\"", "\u25cf"), ("204", "3'-0\"", "")])
    # Finish legend: each tag starts the line that says what it is.
    _text(page, 1500, 900, "FINISH LEGEND", 12)
    for k, line in enumerate(["PT-1  PORCELAIN TILE, DALTILE VOLUME 1.0 'ICED WHITE', 24X24",
                              "PT-2  PAINT, SHERWIN-WILLIAMS SW 7005 PURE WHITE, EGGSHELL",
                              "RB-1  RUBBER BASE, JOHNSONITE 4\" COVED, COLOR 'BLACK'"]):
        _text(page, 1500, 920 + 13 * k, line, 8)
    _text(page, 2400, 1680, "A101", 28)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_room_is_named_by_the_label_over_its_number(plan_index):
    a = _ask(plan_index, "What is room 104?")
    assert "MECHANICAL" in a.answer and "READING" not in a.answer, a.answer
    a = _ask(plan_index, "What is the room number of the staff workroom?")
    assert "103" in a.answer, a.answer
    assert _ask(plan_index, "What is room 999?").answer.startswith(ABSTAINED)


def test_rooms_labelled_on_a_plan_are_counted_by_their_labels(plan_index):
    a = _ask(plan_index, "How many rooms are on the first floor plan?")
    assert a.answer.startswith("5 rooms"), a.answer


def test_a_note_is_found_by_the_number_in_its_bubble(plan_index):
    a = _ask(plan_index, "What does note 3 call for?")
    assert "CMU WALL" in a.answer, a.answer
    assert _ask(plan_index, "What does note 9 say?").answer.startswith(ABSTAINED)


def test_a_blank_in_a_check_column_says_no(plan_index):
    a = _ask(plan_index, "Does door 202 have a closer?")
    assert a.answer.startswith("No"), a.answer
    a = _ask(plan_index, "Does door 203 have a closer?")
    assert a.answer.startswith("Yes"), a.answer


def test_when_a_note_applies(notes_index):
    a = _ask(notes_index, "When must heating water piping be filled with propylene glycol?")
    assert "UNHEATED SPACES" in a.answer, a.answer


def test_a_tag_is_read_from_the_legend_line_it_starts(plan_index):
    a = _ask(plan_index, "What product is PT-2?")
    assert "SHERWIN-WILLIAMS" in a.answer and "DALTILE" not in a.answer, a.answer


@pytest.fixture(scope="module")
def columns_index(tmp_path_factory) -> Path:
    """Three lists of numbered notes side by side, their lines on shared baselines, each note
    wrapped in its own column."""
    import textwrap
    d = tmp_path_factory.mktemp("note_columns")
    pdf = d / "columns.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=3024, height=2160)
    lists = [("GENERAL NOTES", ["THE CONTRACTOR SHALL VISIT THE SITE AND VERIFY ALL EXISTING CONDITIONS PRIOR TO BID.",
                                "DO NOT SCALE DRAWINGS; WRITTEN DIMENSIONS GOVERN."]),
             ("FRAMING NOTES", ["ALL STUDS SHALL BE 2X6 AT 16\" O.C. AT EXTERIOR WALLS AND 2X4 AT INTERIOR WALLS.",
                                "HEADERS SHALL BE (2) 2X10 UNLESS NOTED OTHERWISE ON PLAN."]),
             ("PLUMBING NOTES", ["ALL WATER PIPING SHALL BE TYPE L COPPER OR PEX-A.",
                                 "PROVIDE CLEANOUTS AT EACH CHANGE OF DIRECTION GREATER THAN 45 DEGREES."])]
    for k, (head, notes) in enumerate(lists):
        x, y = 100 + 420 * k, 100
        _text(page, x, y, head, 11)
        y += 22
        for n, note in enumerate(notes):
            lines = textwrap.wrap(note, 52)
            _text(page, x, y, f"{n + 1}.", 8)
            for i, line in enumerate(lines):
                _text(page, x + 16, y + 11 * i, line, 8)
            y += 11 * len(lines) + 4
    _text(page, 2800, 2000, "A-001", 24)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_note_number_is_read_in_the_list_the_question_names(columns_index):
    a = _ask(columns_index, "What does framing note 2 say?")
    assert "HEADERS" in a.answer and "CLEANOUTS" not in a.answer, a.answer
    a = _ask(columns_index, "What does note 2 say?")
    assert a.answer.startswith(ABSTAINED), "three lists each have a note 2"


def test_a_wrapped_note_is_not_glued_to_the_next_column(columns_index):
    a = _ask(columns_index, "What type of water piping is allowed?")
    assert "PEX-A" in a.answer and "CLEANOUTS" not in a.answer and "HEADERS" not in a.answer, a.answer
    a = _ask(columns_index, "Do written dimensions govern?")
    assert "WRITTEN DIMENSIONS GOVERN" in a.answer and "STUDS" not in a.answer, a.answer


def test_a_schedule_read_off_a_scan_is_not_counted(tmp_path):
    """The same footing schedule, scanned: OCR may lose a row without a trace in the rows it
    keeps, so its marks are not counted (the reason says what was read); read from the text
    layer, they are."""
    from drawqa import ocr
    from drawqa.index import build

    if not ocr.tesseract_available():
        pytest.skip("Tesseract is not installed")
    src = pymupdf.open()
    page = src.new_page(width=612, height=396)
    _text(page, 40, 40, "FOOTING SCHEDULE", 14)
    draw_grid(page, 40, 52, [70, 150, 200], [("MARK", "SIZE", "REINFORCEMENT"), ("F1", "900x900x400", "4-N16 E.W."),
                                            ("F2", "1200x1200x450", "5-N16 E.W."), ("F3", "1500x1500x500", "6-N20 E.W."),
                                            ("SF1", "600 WIDE x 400", "3-N12 T&B")], size=10, row_height=22)
    _text(page, 480, 370, "S-101", 20)
    text_pdf = tmp_path / "schedule.pdf"
    src.save(text_pdf)
    scan = pymupdf.open()
    shot = scan.new_page(width=612, height=396)
    shot.insert_image(shot.rect, stream=page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY).tobytes("png"))
    scan_pdf = tmp_path / "schedule-scan.pdf"
    scan.save(scan_pdf)
    q = "How many different footing marks are listed in the footing schedule?"
    assert _ask(index_pdf(text_pdf, tmp_path / "text"), q).answer.startswith("4 ")
    assert build([str(scan_pdf)], tmp_path / "scan").indexed == 1
    a = _ask(tmp_path / "scan", q)
    assert a.answer.startswith(ABSTAINED) and "read by OCR" in a.answer and "(4 read)" in a.answer, a.answer
