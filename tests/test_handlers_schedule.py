"""Schedule, room finish and count handlers: answers read from schedule rows, cited by the row.

Each answer is checked for its values AND for where it points: a citation on the right page
whose box holds the row's own words (the mark, the room number) as the text layer places them.
The last group runs on the real VA finish plan (../shared/eval) and is skipped without it.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa import store
from drawqa.answer import ask
from drawqa.models import Page, Word
from drawqa.sections import page_chunks
from drawqa.sheets import sheet_record
from drawqa.tables import find_tables
from handlers.schedule import fix_fraction

ABSTAINED = "no evidence found"


# --------------------------------------------------------------------------- helpers

_PAGES: dict[str, dict[int, Page]] = {}


def _pages(pdf: Path) -> dict[int, Page]:
    if str(pdf) not in _PAGES:
        from drawqa.extract import read_pdf

        _PAGES[str(pdf)] = {p.page: p for p in read_pdf(pdf, ocr=False)}
    return _PAGES[str(pdf)]


def _asker(index: Path):
    gen = store.load(index)
    return lambda q: ask(q, index, gen=gen)


def assert_answer(a, *values: str, handler: str | None = None):
    assert not a.answer.startswith(ABSTAINED), a.answer
    low = " ".join(a.answer.lower().split())
    for v in values:
        assert v.lower() in low, (v, a.answer)
    assert len(a.answer) <= 300, a.answer
    assert a.confidence >= 0.5
    if handler:
        assert a.handler == handler, (a.handler, a.answer)


def assert_cites(a, pdf: Path, page: int, *words: str):
    """Some citation on `page` whose box holds every one of `words` (text-layer words)."""
    words_on = _pages(pdf)[page].words
    for c in a.citations:
        if c.page != page:
            continue
        x0, y0, x1, y1 = c.bbox
        inside = {w.text.upper() for w in words_on
                  if x0 - 1 <= (w.bbox[0] + w.bbox[2]) / 2 <= x1 + 1 and y0 - 1 <= (w.bbox[1] + w.bbox[3]) / 2 <= y1 + 1}
        if all(w.upper() in inside for w in words) and all(w.upper() in c.text.upper() for w in words):
            return c
    raise AssertionError(f"no citation on page {page} holds {words}: {[(c.page, c.bbox, c.text[:60]) for c in a.citations]}")


def assert_abstains(a, *reason_words: str, handler: str | None = None):
    assert a.answer.startswith(ABSTAINED), a.answer
    assert not a.citations
    for w in reason_words:
        assert w.lower() in a.answer.lower(), (w, a.answer)
    if handler:
        assert a.handler == handler, (a.handler, a.answer)


# --------------------------------------------------------------------------- tables (pure)

def _page(lines: list[tuple[str, tuple, float]], w=2592.0, h=1728.0) -> Page:
    """A page whose words are laid out from (text, box, size); words split at single spaces,
    cells at double spaces (placed at the given x after '|')."""
    words = []
    for text, bbox, size in lines:
        x = bbox[0]
        for t in text.split():
            wlen = len(t) * size * 0.55
            words.append(Word(text=t, bbox=(x, bbox[1], x + wlen, bbox[3]), size=size))
            x += wlen + size * 0.3
    return Page(file="t.pdf", path="/t.pdf", page=1, width=w, height=h, rotation=0, blocks=[], words=words)


def _schedule(extra=()):
    """A door schedule laid out like a ruled one: header words centred in their cells, a
    two-line FIRE / RATING header around the one-line ones, REMARKS centred over a wide column."""
    rows = [("DOOR SCHEDULE", (90, 110, 240, 133), 17),
            ("MARK", (106, 151, 134, 164), 9.5), ("WIDTH", (174, 151, 206, 164), 9.5),
            ("FIRE", (250, 145.3, 271, 158.4), 9.5), ("RATING", (243, 156.3, 279, 169.4), 9.5),
            ("REMARKS", (392, 151, 440, 164), 9.5)]
    data = [("101", "3'-0\"", "20 MIN", "ENTRY"), ("102", "2'-8\"", "NONE", ""),
            ("103", "2'-6\"", "NONE", "CLOSET"), ("104", "2'-8\"", "45 MIN", "")]
    for i, (mark, width, rating, rem) in enumerate(data):
        y = 179.5 + 26 * i
        rows += [(mark, (111, y, 129, y + 14.4), 10.5), (width, (179, y, 200, y + 14.4), 10.5),
                 (rating, (245, y, 280, y + 14.4), 10.5)]
        if rem:
            rows.append((rem, (330, y, 370, y + 14.4), 10.5))
    return rows + list(extra)


def test_notes_under_a_schedule_are_not_rows():
    notes = [("HARDWARE SETS", (90, 320, 170, 334), 10.5),
             ("HW-1: ENTRY LOCKSET, DEADBOLT, 3 HINGES, THRESHOLD AND WEATHERSTRIP.", (90, 338, 500, 352), 10.5),
             ("HW-2: PASSAGE LATCHSET, 3 HINGES, WALL STOP AT EVERY DOOR LEAF.", (90, 356, 500, 370), 10.5)]
    page = _page(_schedule(notes))
    [t] = find_tables(page)
    assert [r.cells[0] for r in t.rows] == ["101", "102", "103", "104"]
    assert t.bbox[3] < 320, "the notes are outside the table's box"
    chunks, _ = page_chunks(page, sheet_record(page))
    assert not any(c.kind == "row" and "HW-1" in c.text for c in chunks)


def test_two_line_header_reads_top_to_bottom_and_remarks_header_past_the_data():
    [t] = find_tables(_page(_schedule()))
    assert t.header[0] == "MARK" and "FIRE RATING" in t.header
    assert t.header[-1] == "REMARKS"
    assert t.rows[0].cells[t.header.index("FIRE RATING")] == "20 MIN"
    assert t.rows[0].cells[t.header.index("REMARKS")] == "ENTRY"


def test_a_reference_to_a_schedule_is_not_a_schedule_title():
    page = _page([("W1 WINDOW TAG - SEE WINDOW SCHEDULE, A4.0", (100, 100, 400, 110), 9),
                  ("101", (100, 130, 118, 138), 8), ("ROOM NAME AND NUMBER", (160, 130, 300, 138), 8),
                  ("2", (100, 150, 106, 158), 8), ("REVISION DELTA", (160, 150, 260, 158), 8)])
    assert find_tables(page) == []


@pytest.mark.parametrize("raw, fixed", [
    ("2'-61/2\"", "2'-6 1/2\""), ("13/4\"", "1 3/4\""), ("5/8\"", "5/8\""), ("15/16\"", "15/16\""),
    ("2'-113/16\"", "2'-113/16\""),   # 11 3/16 or 1 13/16: ambiguous, left alone
    ("3'-0\"", "3'-0\""),
])
def test_stacked_fraction_repair_only_when_unambiguous(raw, fixed):
    assert fix_fraction(raw) == fixed


# --------------------------------------------------------------------------- sample set

@pytest.fixture(scope="module")
def sample(sample_index, sample_pdf):
    return _asker(sample_index), sample_pdf


def test_window_size_and_type(sample):
    q, pdf = sample
    a = q("What size and type is window W3?")
    assert_answer(a, "W3", "casement", "2'-6\"", "4'-0\"", "0.28", handler="schedule")
    assert_cites(a, pdf, 5, "W3", "CASEMENT")


def test_window_width_with_stacked_fraction(sample):
    q, pdf = sample
    a = q("How wide is window W6?")
    assert_answer(a, "W6", "2'-6 1/2\"", handler="schedule")
    assert_cites(a, pdf, 5, "W6")


def test_window_by_mark_spelling_and_number(sample):
    q, pdf = sample
    for question in ("What is the U-factor of window W-4?", "What is the U-factor of window 4?"):
        a = q(question)
        assert_answer(a, "W4", "0.29", handler="schedule")
        assert_cites(a, pdf, 5, "W4")


def test_which_window_has_an_attribute(sample):
    q, pdf = sample
    a = q("Which window has tempered glazing?")
    assert_answer(a, "W5", "tempered", handler="schedule")
    assert_cites(a, pdf, 5, "W5", "TEMPERED")


def test_door_size_and_material(sample):
    q, pdf = sample
    a = q("What are the size and material of door 104?")
    assert_answer(a, "104", "2'-8\"", "6'-8\"", "hollow core wood", handler="schedule")
    assert_cites(a, pdf, 5, "104", "HOLLOW")


def test_door_fire_rating_and_type(sample):
    q, pdf = sample
    a = q("What fire rating is required for door 106 between the garage and the house?")
    assert_answer(a, "106", "20 min", handler="schedule")
    assert_cites(a, pdf, 5, "106", "20", "MIN")
    a = q("What type is door 104?")
    assert_answer(a, "door 104", "type b", handler="schedule")
    a = q("What hardware set is on door D-105?")
    assert_answer(a, "105", "hw-4", handler="schedule")
    assert_cites(a, pdf, 5, "105", "HW-4")


def test_other_marked_schedules(sample):
    q, pdf = sample
    a = q("What hold-down is used at shear wall SW2?")
    assert_answer(a, "SW2", "HDU5", handler="schedule")
    assert_cites(a, pdf, 7, "SW2", "HDU5")


def test_attribute_the_schedule_lacks_is_an_abstention(sample):
    q, _ = sample
    assert_abstains(q("What is the SHGC of window W2?"), "window schedule", "shgc", handler="schedule")
    assert_abstains(q("Who manufactures door 101?"), "door schedule", "manufacturer", handler="schedule")


def test_unknown_mark_is_left_to_others(sample):
    q, _ = sample
    a = q("What size is window W9?")
    assert a.handler != "schedule"
    assert "W9" not in a.answer or a.answer.startswith(ABSTAINED)


def test_which_sheet_has_a_schedule(sample):
    q, pdf = sample
    a = q("Which sheet has the door schedule?")
    assert_answer(a, "A4.0", "DOOR SCHEDULE", handler="locate")
    assert_cites(a, pdf, 5, "DOOR", "SCHEDULE")


def test_room_finishes(sample):
    q, pdf = sample
    a = q("What is the floor finish in KITCHEN 102?")
    assert_answer(a, "102", "kitchen", "porcelain tile", handler="finish")
    assert_cites(a, pdf, 5, "102", "KITCHEN")
    a = q("What is the ceiling height in room 104?")
    assert_answer(a, "104", "8'-6\"", handler="finish")
    assert_cites(a, pdf, 5, "104", "BEDROOM")
    a = q("What wall finish is specified in the garage, room 106?")
    assert_answer(a, "106", "type x", handler="finish")
    a = q("How high is the ceiling in the kitchen?")
    assert_answer(a, "kitchen", "9'-0\"", handler="finish")


def test_room_door_and_window_numbers_do_not_mix(sample):
    q, _ = sample
    a = q("What is the floor finish in room 101?")   # door 101 exists too
    assert_answer(a, "living", "engineered wood", handler="finish")
    a = q("What is the width of door 101?")          # room 101 exists too
    assert_answer(a, "3'-0\"", handler="schedule")
    assert "living" not in a.answer.lower()


def test_room_by_name_matches_every_room_of_that_name(sample):
    q, pdf = sample
    a = q("What floor finish do the bedrooms get?")
    assert_answer(a, "104", "203", "carpet", handler="finish")
    assert "201" not in a.answer   # PRIMARY BEDROOM is not named by the question
    assert_cites(a, pdf, 5, "203")


def test_counts_from_schedules(sample):
    q, pdf = sample
    a = q("How many doors are listed in the door schedule?")
    assert_answer(a, "8 doors", "a 2", "b 5", "c 1", handler="count")
    assert_cites(a, pdf, 5, "DOOR", "SCHEDULE", "101", "108")
    a = q("How many window types are in the window schedule?")
    assert_answer(a, "6 window types", handler="count")
    assert_cites(a, pdf, 5, "WINDOW", "W1", "W6")
    a = q("How many rooms are there?")
    assert_answer(a, "12 rooms", handler="count")
    a = q("How many hollow core doors are there?")
    assert_answer(a, "4 doors", "103", "104", "105", "107", handler="count")


def test_counts_that_need_drawn_symbols_abstain(sample):
    q, _ = sample
    assert_abstains(q("How many doors are on sheet A2.0?"), "counting drawn symbols", handler="count")
    assert_abstains(q("How many exterior doors are there?"), "exterior", handler="count")
    assert_abstains(q("How many W1 windows are there?"), "quantity", handler="count")


# --------------------------------------------------------------------------- VA finish plan

VA_PDF = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "va-stcloud-finish-plan.pdf"


@pytest.fixture(scope="module")
def va(va_index):
    return _asker(va_index), VA_PDF


def test_va_room_finish_by_number(va):
    q, pdf = va
    a = q("What is the floor finish in room 150 (MED)?")
    assert_answer(a, "150", "vct-1", handler="finish")
    assert_cites(a, pdf, 2, "150", "MED", "VCT-1")
    a = q("What is the ceiling finish in room 136 (Office)?")
    assert_answer(a, "136", "p-1", handler="finish")
    assert "p-3" not in a.answer.lower()   # the walls, not asked
    a = q("What base finish is used in room 134, the Conference/Break Room?")
    assert_answer(a, "rb-1", handler="finish")


def test_va_walls_and_remarks(va):
    q, pdf = va
    a = q("What wall finish is used in Soiled Utility room 142, and to what height does the trim run?")
    assert_answer(a, "142", "rwc-1", "4'0", handler="finish")
    assert_cites(a, pdf, 2, "142", "SOILED")


def test_va_room_by_name(va):
    q, pdf = va
    a = q("What floor finish do the patient toilet rooms get?")
    assert_answer(a, "pt-1", handler="finish")
    assert_cites(a, pdf, 2, "PATIENT", "TOILET")


def test_va_missing_ceiling_height_abstains(va):
    q, _ = va
    assert_abstains(q("What is the ceiling height in room 150 (MED)?"), "ceiling height", handler="finish")


def test_va_material_codes(va):
    q, pdf = va
    a = q("What product is specified for VCT-1?")
    assert_answer(a, "armstrong", "fortress white", handler="schedule")
    assert_cites(a, pdf, 2, "VCT-1", "ARMSTRONG")
    a = q("Which grout goes with the PT-1 porcelain tile?")
    assert_answer(a, "107 iron", handler="schedule")
    assert_cites(a, pdf, 2, "PT-1", "GROUT:")
    a = q("Who makes the RB-1 resilient base and what color is it?")
    assert_answer(a, "vpi", "fawn", handler="schedule")
    a = q("What paint color is P-3?")
    assert_answer(a, "shaker beige", handler="schedule")
    assert_abstains(q("What is the size of P-1?"), "size", handler="schedule")


def test_va_which_rooms_use_a_code(va):
    q, pdf = va
    a = q("Which rooms have ACT-2 ceilings?")
    assert_answer(a, "170", "154", "159", handler="finish")
    assert "150" not in a.answer
    assert_cites(a, pdf, 2, "159")


def test_va_counts(va):
    q, pdf = va
    a = q("How many rooms are on the first floor?")
    assert_answer(a, "28 rooms", handler="count")
    assert_cites(a, pdf, 2, "FIRST", "FLOOR", "133", "171")
    a = q("How many rooms are listed?")
    assert_answer(a, "34 rooms", "typical", handler="count")
    assert_abstains(q("How many doors are there?"), "no door schedule", handler="count")
