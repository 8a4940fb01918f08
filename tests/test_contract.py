"""The answer contract (drawqa.expect, drawqa.contract): value types by how drawings write them,
question parts by how questions are built, captions never values, named buildings scope.

Each case is a shape of question or value, not a question of an eval set: the eval sets are
scored elsewhere, and nothing here keys on their wording.
"""
from __future__ import annotations

import pytest

from drawqa import contract, expect
from drawqa.captions import is_caption
from drawqa.evaluate import EvalQuestion, score
from drawqa.expect import Part, asked_types, find_value, split_parts
from drawqa.models import Answer, Citation


def _answer(text: str, cited: str, sheet_id: str = "A1.0", missing=(), page: int = 1) -> Answer:
    c = Citation(file="x.pdf", sheet_id=sheet_id, sheet_title="FLOOR PLAN", page=page, section="notes",
                 bbox=[0, 0, 10, 10], text=cited, source="text")
    return Answer(question="q", answer=text, confidence=0.8, handler="t", citations=[c],
                  missing_parts=list(missing))


@pytest.mark.parametrize("kind, text, value", [
    ("dimension", "MAINTAIN 6-FT 8-INCH HEAD ROOM", "6-FT 8-INCH"),
    ("dimension", "SILL @ 2'-6\" A.F.F.", "2'-6\""),
    ("dimension", "GREATER THAN 48 INCHES IN WIDTH", "48 INCHES"),
    ("dimension", "SLAB 150 MM THICK", "150 MM"),
    ("year", "NFPA 13 INSTALLATION OF SPRINKLER SYSTEMS 2013", "2013"),
    ("code_section", "PER IRC 2012 SEC. R315.1", "SEC. R315.1"),
    ("code_section", "IBC TABLE 1017.2", "TABLE 1017.2"),
    ("date", "BID SET 04MAY2021", "04MAY2021"),
    ("date", "PLOTTED 5/3/2021 10:13 AM", "5/3/2021"),
    ("density", "DESIGN DENSITY....0.15GPM/SF", "0.15GPM/SF"),
    ("temperature", "SETBACK TO 55\u00b0F HEATING", "55\u00b0F"),
    ("pressure", "f'c = 2,500 PSI AT 28 DAYS", "2,500 PSI"),
    ("duration", "NO MORE THAN 12 MONTHS PRIOR", "12 MONTHS"),
    ("fire_rating", "CONSIDERED 2-HOUR FIRE RESISTIVE RATED CONSTRUCTION", "2-HOUR"),
    ("fire_rating", "INTERIOR PARTITION - NON-RATED, STC 45", "NON-RATED"),
    ("fire_rating", "DOOR SCHEDULE: MARK: 101; FIRE RATING: NONE", "FIRE RATING: NONE"),
    ("limit", "SHALL HAVE A SMOKE DEVELOPED RATING OF NOT MORE THAN 450", "NOT MORE THAN 450"),
    ("area", "BUILDING AREA: 2,450 SF", "2,450 SF"),
    ("area", "THE RENOVATION IS APPROXIMATELY 12,300 GSF OF OFFICES", "12,300 GSF"),   # gross square feet
    ("scale", "SCALE: 1\" = 20.0' PREFERRED", "1\" = 20.0'"),
    ("pressure", "-2 INCH WATER GAUGE", "-2 INCH WATER GAUGE"),
    ("dimension", "AT LEAST 36\u00b0 AWAY FROM THE PATH", "36\u00b0"),
    ("ratio", "1/150 OF ATTIC FLOOR AREA", "1/150"),
])
def test_values_are_found_as_drawings_write_them(kind, text, value):
    assert find_value(kind, text) == value


@pytest.mark.parametrize("kind, text", [
    ("year", "IN ACCORDANCE WITH THE IECC"),
    ("dimension", "PROVIDE GUARDS WHERE REQUIRED"),
    ("date", "ISSUED FOR: REV DATE"),
    ("density", "DESIGN DENSITY REMOTE HYDRAULIC AREA"),
])
def test_topic_without_the_value_has_no_value(kind, text):
    assert find_value(kind, text) is None


@pytest.mark.parametrize("question, first", [
    ("Which edition of the plumbing code applies?", "year"),
    ("How far from the property line is the garage?", "dimension"),
    ("Under which code section are CO alarms required?", "code_section"),
    ("What scale is the roof plan?", "scale"),
    ("When was the permit set issued?", "date"),
    ("what is the design density for ordinary hazard", "density"),
    ("What kind of elbows are required at 90-degree turns?", None),
    ("Who prepared the survey?", "name"),
    ("How many parking stalls are provided?", "count"),
    ("What fire rating do the stair enclosures have?", "fire_rating"),     # `2-HOUR`, `20 MIN`, `NON-RATED`
    ("How large is the East Wing addition?", "area"),        # a building's size is its floor area
])
def test_questions_ask_for_a_type(question, first):
    assert (asked_types(question) or [None])[0] == first


def test_two_clause_and_two_noun_questions_split_into_parts():
    parts = split_parts("What is the title of sheet M2.1 and when was it plotted?")
    assert [p.kind for p in parts] == [None, "date"]
    parts = split_parts("What are the sheet number and plot date of the electrical cover sheet?")
    assert [p.kind for p in parts] == ["sheet_id", "date"]
    assert all(p.text.endswith("of the electrical cover sheet") for p in parts)
    # One noun with two adjectives stays one part.
    assert len(split_parts("What are the heating and cooling setpoints?")) == 1
    assert len(split_parts("What is the size of door 12?")) == 1


def test_a_second_clause_asks_about_the_first_clauses_noun():
    parts = [p.text for p in split_parts("What kind of fireplace is in the family room, and what kind is in the living room?")]
    assert parts == ["What kind of fireplace is in the family room", "what kind of fireplace is in the living room"]


@pytest.mark.parametrize("text, name", [
    ("DESIGNED: 2 GWYNNE STREET CREMORNE 3121 VIC", None),
    ("HARBOR & PINE ARCHITECTS 220 WATER STREET, SUITE 300", "HARBOR & PINE ARCHITECTS"),
    ("MARTIN/MARTIN, INC. 12499 WEST COLFAX AVENUE", "MARTIN/MARTIN, INC."),
])
def test_a_street_address_is_not_a_name(text, name):
    assert find_value("name", text) == name


def test_an_answer_without_the_asked_value_is_not_acceptable():
    ok = _answer("NFPA 13, 2016 EDITION", "SPRINKLERS PER NFPA 13, 2016 EDITION")
    topic_only = _answer("SPRINKLERS PER NFPA 13", "SPRINKLERS PER NFPA 13")
    assert contract.acceptable("Which edition of NFPA 13 applies?", ok)
    assert not contract.acceptable("Which edition of NFPA 13 applies?", topic_only)


def test_an_edition_is_read_in_the_sentence_that_names_the_standard():
    """A line of OCR that runs on into the next sentence holds that sentence's year."""
    run_on = "NFPA 13 AUTOMATIC SPRINKLER SYSTEM. ACCESSIBILITY REQUIREMENTS ARE BASED ON THE 2015"
    assert not contract.acceptable("Which edition of NFPA 13 is the design based on?", _answer(run_on, run_on))
    listed = "NFPA-13 INSTALLATION OF SPRINKLER SYSTEMS 2013. NFPA 72 FIRE ALARM CODE 2016"
    assert contract.acceptable("Which edition of NFPA 13 is the design based on?", _answer(listed, listed))
    assert contract.part_value(Part("Which edition of NFPA 72 applies?", "year"), _answer(listed, listed)) == "2016"


def test_a_heading_and_its_code_reference_answer_only_which_code():
    heading = "EXIT CAPACITY FACTORS: [PER IBC 1005. 1]"
    assert not contract.acceptable("What egress width factors are used for stairways?", _answer(heading, heading))
    section = "EXIT CAPACITY FACTORS: [PER IBC 1005.1]"
    assert contract.acceptable("Which IBC section gives the exit capacity factors?", _answer(section, section))
    valued = "EXIT CAPACITY FACTORS: STAIRWAYS 0.3, OTHER EGRESS COMPONENTS 0.2 [PER IBC 1005.1]"
    assert contract.acceptable("What egress width factors are used for stairways?", _answer(valued, valued))


def test_a_value_not_in_the_cited_text_is_not_acceptable():
    invented = _answer("Guards below 7 FT", "PROVIDE LISTED GUARDS WHERE NEEDED")
    assert not contract.acceptable("Below what height are guards needed?", invented)


@pytest.mark.parametrize("caption", ["SEALS AND SIGNATURES", "Drawing Number Revision", "SHEET TITLE",
                                     "PROJECT NUMBER"])
def test_a_caption_is_never_a_value(caption):
    assert is_caption(caption)
    assert not contract.acceptable("Who sealed the drawings?", _answer(caption, caption))


@pytest.mark.parametrize("question, text, echoes", [
    ("Who is the cost estimator?", "COST ESTIMATOR", True),                 # the role line read back
    ("What is the sheet title?", "SHEET TITLE", True),
    ("Who is the cost estimator?", "RIDGE & LEDGER PARTNERS (COST ESTIMATOR)", False),
    ("Is the slab post-tensioned or conventionally reinforced?", "POST-TENSIONED", False),   # a choice
])
def test_an_answer_of_only_the_questions_words_tells_nothing(question, text, echoes):
    assert contract.only_echoes(question, text) is echoes
    if echoes:
        assert not contract.acceptable(question, _answer(text, text))


@pytest.mark.parametrize("text, ok", [("DRAWN: VN", True), ("DESIGNED BY: T.P.", True),
                                      ("SCALE: NTS", False), ("DRAWN: 1:100", False)])
def test_initials_in_a_drawn_by_field_are_a_name(text, ok):
    assert contract.acceptable("Who drew sheet S20?", _answer(text, text)) is ok


def test_a_sheet_number_is_not_a_project_number():
    a = _answer("PROJECT NUMBER: G2.1.1", "PROJECT NUMBER: G2.1.1 CD", sheet_id="G2.1.1")
    assert not contract.acceptable("What is the project number?", a)
    unread = _answer("PROJECT NUMBER: M-101", "PROJECT NUMBER: M-101", sheet_id="PAGE-1")
    assert not contract.acceptable("What is the project number?", unread)
    assert contract.acceptable("What is the project number?", _answer("PROJECT NO. 12654.000", "12654.000"))


def test_a_named_building_scopes_the_answer():
    other = _answer("OCCUPANCY: B", "SOUTH BUILDING OCCUPANCY: B")
    right = _answer("OCCUPANCY: A-3", "NORTH BUILDING OCCUPANCY: A-3")
    q = "What is the occupancy of the North Building?"
    assert not contract.acceptable(q, other)
    assert contract.acceptable(q, right)
    assert expect.named_scopes("What is the total building area?") == []


def test_parts_left_open_are_found_by_their_own_value():
    parts = [Part("what is the title of sheet M2.1", None), Part("when was it plotted", "date")]
    a = _answer("Sheet M2.1: DUCTWORK PLAN", "DUCTWORK PLAN", sheet_id="M2.1")
    assert [p.kind for p in contract.missing_parts(parts, a)] == ["date"]
    b = _answer("Sheet M2.1: DUCTWORK PLAN; plotted 5/4/2021", "DUCTWORK PLAN PLOTTED 5/4/2021")
    assert contract.missing_parts(parts, b) == []


def test_eval_scores_a_declared_partial_apart_from_wrong():
    q = EvalQuestion(pdf="x.pdf", question="title and plot date?", expected="DUCTWORK PLAN; 5/4/2021",
                     must_contain=["ductwork plan", "5/4/2021"], page=1, sheet_id="M2.1", kind="metadata")
    partial = _answer("DUCTWORK PLAN; plot date: not found", "DUCTWORK PLAN", missing=["plot date"])
    assert score(q, partial)[0] == "partial"
    silent = _answer("DUCTWORK PLAN", "DUCTWORK PLAN")
    assert score(q, silent)[0] == "wrong"
    wrong_part = _answer("SITE PLAN; plot date: not found", "SITE PLAN", missing=["plot date"])
    assert score(q, wrong_part)[0] == "wrong"


def test_a_stated_part_without_a_must_contain_string_is_held_to_the_expected_answer():
    # must_contain holds only the size; the stories part is checked against the expected text
    q = EvalQuestion(pdf="x.pdf", question="How big is the shed, and how many stories?",
                     expected="20 ft x 10 ft, one story", must_contain=["20", "10"], page=2, sheet_id=None,
                     kind="dimension")
    right = _answer('Stories: 1-STORY; How big is the shed: not found', "1-STORY", missing=["How big is the shed"],
                    page=2)
    assert score(q, right)[0] == "partial"
    other = _answer('Stories: 2-STORY; How big is the shed: not found', "2-STORY", missing=["How big is the shed"],
                    page=2)
    assert score(q, other)[0] == "wrong"
    bare = _answer('Stories: 1; How big is the shed: not found', "1", missing=["How big is the shed"], page=2)
    assert score(q, bare)[0] == "wrong"         # a bare number could belong to the part not found


# ----------------------------------------------------------------------------- unsure OCR words

def _ocr_answer(answer: str, words: list[tuple[str, float]], question_kind_text: str) -> bool:
    """Whether the contract takes `answer` from an OCR chunk made of these (word, conf) pairs."""
    from drawqa.models import Chunk, Word
    from drawqa.reader import mark_unsure

    ws, x = [], 10.0
    for text, conf in words:
        ws.append(Word(text=text, bbox=(x, 10.0, x + 8 * len(text), 20.0), conf=conf))
        x += 8 * len(text) + 6
    chunk = Chunk(file="scan.pdf", page=2, sheet_id="", sheet_title="", section="floor plan",
                  bbox=(0.0, 0.0, x + 10, 30.0), text=" ".join(t for t, _ in words), source="ocr")
    mark_unsure([chunk], ws)
    ans = Answer(question=question_kind_text, answer=answer, confidence=0.8, handler="t",
                 citations=[Citation.from_chunk(chunk)])
    assert "low_conf" not in ans.to_dict()["citations"][0]      # evidence, not printed
    return contract.acceptable(question_kind_text, ans)


def test_value_read_from_unsure_ocr_words_is_no_answer():
    # linework read as a room number: the digits were read at conf 38-44
    words = [("CORRIDOR", 93), ("ROOM", 90), ("4", 38), ("7", 44), ("ee", 35)]
    assert not _ocr_answer("4", words, "How many rooms open onto the corridor?")
    assert not _ocr_answer("ee 7", words, "What is written next to the corridor?")


def test_value_read_surely_from_ocr_is_an_answer():
    words = [("BEDROOM", 92), ("13'-6\"", 39), ("x", 90), ("11'-0\"", 51), ("ee", 35)]
    # feet-inches strings are held by their form, not by Tesseract's doubt about the prime marks
    assert _ocr_answer("13'-6\" x 11'-0\"", words, "What are the dimensions of the bedroom?")
    words = [("ROOMS", 92), ("4", 91), ("7", 38)]
    assert _ocr_answer("4", words, "How many rooms open onto the corridor?")


def test_a_height_is_no_answer_to_a_size_that_names_no_height():
    row = "ROOM: BEDROOM; FLOOR: CARPET; CLG HT: 8'-0\"; REMARKS: TRAY CEILING TO 9'-0\""
    assert not contract.acceptable("What are the dimensions of the bedroom?", _answer(row, row))
    assert contract.acceptable("What is the ceiling height of the bedroom?", _answer(row, row))
    sized = "BEDROOM 13'-6\" x 11'-0\" 8'-0\" CLG"
    assert contract.acceptable("What are the dimensions of the bedroom?", _answer(sized, sized))


def test_an_angle_is_not_a_distance():
    assert find_value("dimension", "PROVIDE 45\u00b0 ELBOWS") is None


@pytest.mark.parametrize("question, cited, ok", [
    ("What is the building height in feet?", "SPRINKLERED, TWO STORIES ABOVE GRADE PLANE, 60' YARDS", False),
    ("What is the building height in feet?", "MAXIMUM BUILDING HEIGHT: 26'-10\"", True),
    ("What is the sill height of the bedroom window?", "NEW 5050 CSMT SILL @ 2'-6\"", True),
    ("What is the slab thickness?", "SLAB ON GROUND 100 THK", True),
    ("What is the slab thickness?", "SLAB SETDOWN 50 AT WET AREAS", False),
    ("What is the width of the corridor?", "CORRIDOR 44\" CLEAR", True),
    ("How deep are the piles?", "PILES 600 DIA TO 6000 INTO ROCK", True),   # names no measure noun
])
def test_a_measure_asked_by_name_is_answered_by_text_that_names_it(question, cited, ok):
    ans = _answer(cited, cited)
    assert contract.names_the_measure(question, asked_types(question), ans) is ok


def test_a_size_read_off_a_cited_size_code_is_quoted():
    """`5050 CSMT` cited: `5'-0" x 5'-0"` is its width x height; a size no cited code says is not."""
    q = "What size is the new window?"
    ok = _answer("NEW 5050 CSMT (5'-0\" x 5'-0\" casement)", "NEW 5050 CSMT")
    assert contract.acceptable(q, ok)
    assert not contract.acceptable(q, _answer("NEW 5050 CSMT (5'-0\" x 6'-0\" casement)", "NEW 5050 CSMT"))
    assert not contract.acceptable(q, _answer("NEW WINDOW (3'-0\" x 6'-8\")", "NEW WINDOW"))


def test_a_size_code_is_no_sill_height():
    a = _answer("REPLACEMENT 5060 CSMT (5'-0\" x 6'-0\" casement)", "REPLACEMENT 5060 CSMT")
    assert not contract.acceptable("What is the sill height of the bedroom window?", a)
