"""Domain handlers: sprinklers, energy, code analysis, revisions, sheet metadata.

Every answer is checked for its values and for where it points: a citation on the right page
whose box holds the evidence. For text-layer pages the words inside the box are read back from
the PDF itself; for OCR-only drawings, from the index's own blocks inside the box. Abstentions
are tested as hard as answers: a set that does not say something must not be made to say it.
The real-drawing groups run on ../shared/eval and are skipped without it.
"""
from __future__ import annotations

from pathlib import Path

from drawqa import store
from drawqa.answer import ask
from drawqa.models import Chunk

ABSTAINED = "no evidence found"
ROOT = Path(__file__).resolve().parents[1]
SAMPLE_PDF = ROOT / "sample_pdfs" / "sample_plan_set.pdf"
EVAL = Path(__file__).resolve().parents[1].parent / "shared" / "eval"


# --------------------------------------------------------------------------- helpers

_GENS: dict[str, store.Generation] = {}


def _ask(index: Path, q: str):
    if str(index) not in _GENS:
        _GENS[str(index)] = store.load(index)
    return ask(q, index, gen=_GENS[str(index)])


def _norm(s: str) -> str:
    return " ".join(s.upper().replace("\u2010", "-").split())


def _box_text(index: Path, cite, pdf: Path | None) -> str:
    """What the cited box holds: the PDF's own text there (text layer, unrotated page), else the
    index's blocks that lie inside the box."""
    if pdf is not None and pdf.exists():
        import pymupdf

        with pymupdf.open(pdf) as doc:
            page = doc[cite.page - 1]
            if page.rotation == 0:
                text = page.get_text("text", clip=pymupdf.Rect(*cite.bbox))
                if text.strip():
                    return _norm(text)
    gen = _GENS.get(str(index)) or store.load(index)
    x0, y0, x1, y1 = cite.bbox
    out = []
    for c in gen.all_chunks():
        if c.file != cite.file or c.page != cite.page:
            continue
        for u in c.units:
            if u[1] >= x0 - 1.5 and u[2] >= y0 - 1.5 and u[3] <= x1 + 1.5 and u[4] <= y1 + 1.5:
                out.append(u[0])
    return _norm(" ".join(out))


def assert_answer(index: Path, q: str, *values: str, page: int, evidence: tuple[str, ...] = (),
                  handler: str | None = None, pdf: Path | None = None):
    a = _ask(index, q)
    assert not a.answer.startswith(ABSTAINED), (q, a.answer)
    low = " ".join(a.answer.lower().split())
    for v in values:
        assert v.lower() in low, (q, v, a.answer)
    assert len(a.answer) <= 400, a.answer
    assert a.confidence >= 0.5, (q, a.confidence)
    if handler:
        assert a.handler == handler, (q, a.handler, a.answer)
    on_page = [c for c in a.citations if c.page == page]   # each piece of evidence in a cited box
    assert on_page, (q, page, [(c.page, c.text[:50]) for c in a.citations])
    want = [_norm(e) for e in (evidence or values)]
    texts = [_box_text(index, c, pdf) for c in on_page]
    assert all(any(w in t for t in texts) for w in want), (q, want, texts)
    return a


def assert_abstains(index: Path, q: str, handler: str | None = None):
    a = _ask(index, q)
    assert a.answer.startswith(ABSTAINED), (q, a.answer)
    assert not a.citations
    if handler:
        assert a.handler == handler, (q, a.handler, a.answer)
    return a


# --------------------------------------------------------------------------- reading (pure)

def _chunk(units: list[tuple[str, tuple]], lines: list[str] | None = None, section="title block") -> Chunk:
    """A chunk whose blocks are `units`; each block's lines are its text split at ' / '."""
    text_lines = []
    us = []
    for text, box in units:
        parts = text.split(" / ")
        text_lines.extend(parts)
        us.append([" ".join(parts), *box])
    return Chunk(file="t.pdf", page=1, sheet_id="A1", sheet_title="T", section=section,
                 bbox=(0, 0, 1000, 1000), text="\n".join(lines or text_lines), units=us)


def test_title_block_labels_take_the_value_below_or_right():
    from handlers._domain import chunk_facts

    c = _chunk([("Project Title", (100, 100, 160, 112)),
                ("Project Number", (300, 100, 380, 112)),
                ("RENOVATE BUILDING 28 / FIRST FLOOR EAST", (110, 114, 230, 136)),
                ("656-19-306", (300, 121, 355, 134)),
                ("Location", (100, 140, 143, 153)),
                ("SAINT CLOUD, MN", (165, 149, 235, 159)),
                ("Issue Date / Checked / Drawn", (100, 200, 264, 213)),
                ("MAY 22, 2020", (105, 214, 155, 224))])
    facts = {f.label: f for f in chunk_facts(c)}
    assert facts["Project Title"].value == "RENOVATE BUILDING 28 FIRST FLOOR EAST"
    assert facts["Project Number"].value == "656-19-306"
    assert facts["Location"].value == "SAINT CLOUD, MN"
    assert facts["Issue Date"].value == "MAY 22, 2020"
    assert "Drawn" not in facts and "Checked" not in facts     # their values are not drawn there
    # The citation box covers the label and the value.
    x0, y0, x1, y1 = facts["Project Number"].bbox
    assert x0 <= 300 and y0 <= 100 and x1 >= 380 and y1 >= 134


def test_captions_merged_across_a_title_block_row_are_read_only_where_their_place_is_known():
    """A form-style strip (captions left of their values, rows ruled) whose text layer merged one
    row's captions into one line across the sheet: `REVISIONS:  PROJECT  DESIGNED  DATE`. The
    middle captions' places are unknown, so they take no value (the project's address below
    `PROJECT` was read as the designer); a value on a caption row is that row's, not one
    written over the caption below; the nearest caption over a value owns it."""
    from handlers._domain import chunk_facts

    c = _chunk([("REVISIONS: / PROJECT / DESIGNED / DATE", (61, 1532, 2213, 1544)),
                ("KL", (2087, 1531, 2099, 1542)),
                ("MAR 24", (2235, 1531, 2274, 1542)),
                ("14 HARBOUR ROAD", (1465, 1549, 1634, 1569)),
                ("RB", (2087, 1549, 2100, 1560)),
                ("DRAWN / SCALE", (2038, 1551, 2217, 1559)),
                ("APPROVED / CHECKED", (2038, 1568, 2228, 1576)),
                ("PORT MELVILLE 3012", (1465, 1572, 1647, 1592)),
                ("PROJECT No / DRWG No. / REV.", (2038, 1585, 2313, 1593)),
                ("5521 / S20", (2084, 1604, 2260, 1641))])
    facts = {}
    for f in chunk_facts(c):
        facts.setdefault(f.label, []).append(f.value)
    assert "PROJECT" not in facts and "DESIGNED" not in facts
    assert facts["DRAWN"] == ["RB"]                       # beside its caption, not KL over it
    assert facts["DATE"] == ["MAR 24"]
    assert "APPROVED" not in facts and "CHECKED" not in facts     # blank: 5521 is under PROJECT No
    assert facts["PROJECT No"] == ["5521"]


def test_inline_labels_wrap_onto_the_next_block_and_stop_at_the_next_label():
    from handlers._domain import chunk_facts

    c = _chunk([("CODE ANALYSIS", (960, 311, 1083, 332)),
                ("OCCUPANCY: R-3 (SINGLE-FAMILY DWELLING) / FIRE SPRINKLERS: SYSTEM REQUIRED PER NFPA 13D, DEFERRED",
                 (960, 342, 1505, 374)),
                ("SUBMITTAL UNDER SEPARATE PERMIT / ENERGY CODE: 2021 IECC", (960, 375, 1534, 407))],
               section="notes")
    facts = {f.label: f for f in chunk_facts(c)}
    assert facts["OCCUPANCY"].value == "R-3 (SINGLE-FAMILY DWELLING)"
    assert facts["FIRE SPRINKLERS"].value.endswith("DEFERRED SUBMITTAL UNDER SEPARATE PERMIT")
    assert len(facts["FIRE SPRINKLERS"].boxes) == 2
    assert facts["ENERGY CODE"].value == "2021 IECC"


def test_two_labels_set_out_on_one_line_are_two_facts():
    """Code-analysis blocks set short facts side by side (`OCCUPANCY: B   CONSTRUCTION TYPE:
    II-B`); the line is two facts, while a sentence holding a colon stays one."""
    from handlers._domain import chunk_facts, split_inline

    c = _chunk([("CODE ANALYSIS", (1860, 60, 2000, 75)),
                ("OCCUPANCY: B   CONSTRUCTION TYPE: II-B / OCCUPANT LOAD: 300   EXITS REQUIRED: 3",
                 (1860, 80, 2100, 110))], section="notes")
    facts = {f.label: f.value for f in chunk_facts(c)}
    assert facts["OCCUPANCY"] == "B" and facts["CONSTRUCTION TYPE"] == "II-B"
    assert facts["OCCUPANT LOAD"] == "300" and facts["EXITS REQUIRED"] == "3"
    for label, value in [("NOTE", "CONTRACTOR SHALL VERIFY ALL DIMENSIONS. WARNING: HOT"),
                         ("NOTE", "SEE SHEET A2: FOR DETAILS"), ("TIME", "8:00 AM"),
                         ("GOVERNING CODE", "2021 IBC, 2021 IECC, NFPA 101"),
                         ("FIRE SPRINKLERS", "SYSTEM REQUIRED PER NFPA 13D, DEFERRED")]:
        assert split_inline(label, value) == [(label, value)]


def test_same_row_values_win_over_the_line_below():
    from handlers._domain import chunk_facts

    c = _chunk([("HOUSE AREA:", (376, 576, 413, 584)), ("1,136 sq ft", (430, 576, 457, 583)),
                ("GARAGE AREA:", (376, 583, 417, 587)), ("280 sq ft", (431, 583, 452, 588)),
                ("GLAZING AREA:", (376, 590, 418, 594)), ("158 sq ft", (431, 590, 452, 595)),
                ("percentage of glazing (glazing area divided by floor area = 14.0%)", (376, 596, 535, 601))],
               section="general")
    facts = {f.label: f.value for f in chunk_facts(c)}
    assert facts == {"HOUSE AREA": "1,136 sq ft", "GARAGE AREA": "280 sq ft", "GLAZING AREA": "158 sq ft"}


def test_placeholders_and_dates():
    from handlers._domain import is_placeholder, parse_date

    assert is_placeholder("Month Day, Year") and is_placeholder("PH: XXX-XXX-XXXX") and is_placeholder("R-##")
    assert not is_placeholder("MAY 22, 2020")
    assert str(parse_date("07/6/2021")) == "2021-07-06"
    assert str(parse_date("MAY 22, 2020")) == "2020-05-22"
    assert parse_date("06/20/2025") > parse_date("05/02/2025")


def test_question_routing():
    from drawqa.question import parse
    from handlers import code, energy, metadata, revision, sprinkler

    assert sprinkler.accepts(parse("Are fire sprinklers required, and to which NFPA standard?"))
    assert not sprinkler.accepts(parse("How many sprinkler heads are in the kitchen?"))
    assert energy.accepts(parse("What ceiling insulation R-value is required?"))
    assert not energy.accepts(parse("What is the U-factor of window W3?"))     # the schedule row says
    assert code.accepts(parse("What construction type is the building?"))
    assert not code.accepts(parse("What is the assumed allowable soil bearing pressure?"))
    assert revision.accepts(parse("What is the latest revision on sheet A2.0?"))
    assert metadata.accepts(parse("What is the scale of the first floor plan?"))


# --------------------------------------------------------------------------- sample set

def test_sample_sprinklers(sample_index):
    a = assert_answer(sample_index, "Are automatic fire sprinklers required, and to which NFPA standard?",
                      "yes", "nfpa 13d", "separate permit", page=1, evidence=("NFPA 13D",),
                      handler="sprinkler", pdf=SAMPLE_PDF)
    assert "required" in a.answer.lower()
    a = assert_answer(sample_index, "Is the fire sprinkler system permitted with these drawings?",
                      "separate permit", page=1, evidence=("SEPARATE PERMIT",), handler="sprinkler",
                      pdf=SAMPLE_PDF)
    assert a.answer.startswith("No")


def test_sample_energy(sample_index):
    assert_answer(sample_index, "Which energy code applies to this project?",
                  "2021 international energy conservation code", page=1, handler="energy", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the climate zone?", "4c", page=1, handler="energy", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What insulation is required in the exterior walls?", "r-21", page=3,
                  handler="energy", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What R-value is required at floors over unconditioned space?", "r-38",
                  page=3, handler="energy", pdf=SAMPLE_PDF)


def test_sample_code_analysis(sample_index):
    for q, v in [("What building code governs the design?", "2021 international building code"),
                 ("What is the occupancy classification?", "r-3"),
                 ("What construction type is the building?", "v-b"),
                 ("What is the total building area?", "2,450 sf"),
                 ("How many stories is the building?", "stories: 2")]:
        assert_answer(sample_index, q, v, page=1, handler="code", pdf=SAMPLE_PDF)


def test_sample_revisions(sample_index):
    assert_answer(sample_index, "What is the latest revision in the drawing set, and what is its date?",
                  "revised window schedule", "06/20/2025", "a4.0", page=5,
                  evidence=("REVISED WINDOW SCHEDULE", "06/20/2025"), handler="revision", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the latest revision on sheet A2.0?", "plan check response",
                  "05/02/2025", page=3, handler="revision", pdf=SAMPLE_PDF)
    a = assert_answer(sample_index, "What is the latest revision shown on the site plan, A1.0?", "permit set",
                      "03/14/2025", page=2, handler="revision", pdf=SAMPLE_PDF)
    assert all(c.page == 2 for c in a.citations)
    assert_abstains(sample_index, "What was revision 7?", handler="revision")


def test_sample_sheet_metadata(sample_index):
    assert_answer(sample_index, "What is the title of sheet A3.0?", "exterior elevations", page=4,
                  handler="metadata", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the project name and address?", "maple street residence",
                  "1428 maple street", page=1, handler="metadata", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "Who is the architect?", "harbor & pine architects", page=1,
                  handler="metadata", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the project number?", "2024-117", page=1, handler="metadata",
                  pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the scale of the first floor plan?", "1/4\" = 1'-0\"", page=3,
                  evidence=("FIRST FLOOR PLAN",), handler="metadata", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "Which sheet contains the foundation plan?", "s-101", page=7,
                  evidence=("FOUNDATION PLAN",), handler="locate", pdf=SAMPLE_PDF)


def test_sample_abstentions(sample_index):
    # A sheet the index lists but the file does not hold, and views/people the set never shows.
    assert_abstains(sample_index, "What is the scale of the second floor plan?", handler="metadata")
    assert_abstains(sample_index, "What is the scale of the building sections?", handler="metadata")
    assert_abstains(sample_index, "Which sheet has the electrical plan?", handler="locate")
    assert_abstains(sample_index, "Who is the contractor?", handler="metadata")
    assert_abstains(sample_index, "Who is the civil engineer?", handler="metadata")
    a = _ask(sample_index, "What is the roof slope?")       # a ROOF: label does not answer "slope"
    assert a.handler != "metadata"


def test_sample_sheet_index_lists_sheets_the_file_lacks(sample_index):
    # The cover sheet's index lists A2.1 SECOND FLOOR PLAN and A6.0 BUILDING SECTIONS; the file
    # holds neither, so nothing may be read off other sheets for them.
    for q in ("What are the room dimensions of the primary bedroom on the second floor plan?",
              "What is the scale of the second floor plan?",
              "What is the stair headroom on the building sections?"):
        a = assert_abstains(sample_index, q, handler="metadata")
        assert "not in this set" in a.answer


def test_sample_more_phrasings(sample_index):
    assert_answer(sample_index, "What is the sheet number of the roof plan?", "a5.0", page=6,
                  evidence=("ROOF PLAN",), handler="locate")
    assert_answer(sample_index, "When were the drawings issued?", "03/14/2025", page=1,
                  evidence=("ISSUE DATE", "03/14/2025"), handler="metadata", pdf=SAMPLE_PDF)
    assert_answer(sample_index, "What is the mechanical code?", "2021 imc", page=1,
                  evidence=("2021 IMC",), handler="metadata", pdf=SAMPLE_PDF)
    a = assert_answer(sample_index, "What type of sprinkler system is required?", "nfpa 13d", page=1,
                      evidence=("NFPA 13D",), handler="sprinkler", pdf=SAMPLE_PDF)
    assert not a.answer.startswith("Yes")       # not a yes/no question
    assert_answer(sample_index, "What does sheet S-101 show?", "foundation plan", "footing schedule",
                  page=7, evidence=("FOUNDATION PLAN",), handler="metadata", pdf=SAMPLE_PDF)


# --------------------------------------------------------------------------- VA finish plan (text layer)

VA_PDF = EVAL / "va-stcloud-finish-plan.pdf"


def test_va_title_block(va_index):
    assert_answer(va_index, "What is the title of drawing AF600?", "material and room finish schedule", page=2,
                  handler="metadata", pdf=VA_PDF)
    assert_answer(va_index, "What is the issue date of the construction documents?", "may 22, 2020", page=1,
                  handler="metadata", pdf=VA_PDF)
    assert_answer(va_index, "What are the VA project number and location?", "656-19-306", "saint cloud",
                  page=1, handler="metadata", pdf=VA_PDF)
    assert_answer(va_index, "What is the scale of the First Floor Finish Plan on AF101?", "1/8", page=1,
                  evidence=("FIRST FLOOR FINISH PLAN", "1/8"), handler="metadata", pdf=VA_PDF)


def test_va_revision(va_index):
    a = assert_answer(va_index, "What is the latest revision shown on these sheets?", "prebid addendum",
                      "07/6/2021", page=1, handler="revision", pdf=VA_PDF)
    assert "af600" in a.answer.lower()      # the same revision stands on both sheets


def test_va_abstains_on_what_it_does_not_say(va_index):
    assert_abstains(va_index, "Which NFPA standard governs the fire sprinkler system for Building 28?",
                    handler="sprinkler")
    assert_abstains(va_index, "Which energy code applies?", handler="energy")
    assert_abstains(va_index, "What is the occupancy classification?", handler="code")
    assert_abstains(va_index, "Who is the architect?", handler="metadata")


# --------------------------------------------------------------------------- OCR-only eval sets

def test_kirkland_metadata_and_scales(kirkland_index):
    assert_answer(kirkland_index, "What is the sheet title of A3?", "floor plans", page=3, handler="metadata")
    assert_answer(kirkland_index, "Which sheet contains the foundation plan?", "a2", page=2,
                  evidence=("FOUNDATION",), handler="locate")
    assert_answer(kirkland_index, "What scale is preferred for the site plan?", "20", page=1,
                  evidence=("20.0",), handler="metadata")
    assert_answer(kirkland_index, "What scale is preferred for the building sections on A6?", "1/2", page=6,
                  handler="metadata")
    assert_answer(kirkland_index, "What is the maximum sheet size for submittal?", "24", "36", page=1,
                  handler="metadata")


def test_which_sheet_of_a_subject_without_a_view_word_reads_the_titles(kirkland_index):
    """`which sheet has the foundation?` is answered by the sheet whose titles name the
    foundation; a subject no title names is abstained on: a sheet was asked, and no note that
    merely mentions the subject is one."""
    assert_answer(kirkland_index, "Which sheet has the foundation?", "a2", page=2, evidence=("FOUNDATION",),
                  handler="locate")
    assert_answer(kirkland_index, "which sheet shows the site?", "a1", page=1, evidence=("SITE",), handler="locate")
    assert_abstains(kirkland_index, "which sheet has the sprinkler requirements?", handler="locate")


def test_kirkland_placeholders_are_not_answers(kirkland_index):
    a = assert_abstains(kirkland_index, "What ceiling insulation R-value is required?", handler="energy")
    assert "placeholder" in a.answer
    assert_abstains(kirkland_index, "Who is the owner?", handler="metadata")


def test_sonoma_scan_labels_read_enlarged(sonoma_index):
    """Small labels of a 131-145 dpi scan that only the reading enlarged to 400 dpi reads: the
    `egress` under a window tag (crossed by the dashed overhang line) and a boxed calculation's
    result; the window belongs to the numbered room whose name is nearest."""
    assert_answer(sonoma_index, "which window is the egress window in bedroom #1", "4040 egress", "4'-0\" x 4'-0\"",
                  page=1, evidence=("4040", "egress"), handler="room_window")
    assert_answer(sonoma_index, "How much underfloor ventilation is required?", "7.6 sq.ft", page=2,
                  evidence=("7.6",))
    assert_abstains(sonoma_index, "which window is the egress window in bedroom #3")


def test_sonoma_energy(sonoma_index):
    assert_answer(sonoma_index, "What is the glazing percentage of the dwelling?", "14.0", page=1,
                  handler="energy")
    assert_answer(sonoma_index, "Which California energy package and climate zone does the dwelling fit?",
                  "package", "c.z.2", page=1, evidence=("PACKAGE",), handler="energy")
    assert_answer(sonoma_index, "What minimum furnace AFUE is required for Package E?", "78", page=1,
                  evidence=("AFUE",), handler="energy")
    assert_answer(sonoma_index, "What ceiling and wall insulation values are shown in the cross section?",
                  "r-30", "r-13", page=4, evidence=("R-30",), handler="energy")
    # The AFUE is given under Package E only: asked for Package D, the set has no answer.
    assert_abstains(sonoma_index, "What is the AFUE for package D?", handler="energy")
    # The floor plan's scale note lost its fraction to OCR (`1/4" =`): no scale is read off it.
    assert_abstains(sonoma_index, "What is the scale of the floor plan?", handler="metadata")


def test_sonoma_text_revision_and_areas(sonoma_index):
    assert_answer(sonoma_index, "What is the handout number and its revision date?", "bpc-022", "12/27/2018",
                  page=1, evidence=("12/27/2018",), handler="revision")
    assert_answer(sonoma_index, "What are the house area and garage area?", "1,136", "280", page=1,
                  evidence=("HOUSE AREA", "1,136"), handler="metadata")
    assert_abstains(sonoma_index, "Who is the architect of record for this house?", handler="metadata")


def test_a_scan_reads_a_new_block_after_a_sentence_as_a_new_note():
    """Numbered notes whose numbers OCR lost: its blocks are all that part one note from the
    next, so a passage does not run on from a sentence's end into the next block; the same
    blocks of a text layer may be one note's two sentences, and read on."""
    from dataclasses import replace

    from handlers._domain import chunk_passages

    c = _chunk([("INSTALL ALL WORK IN ACCORDANCE WITH THE 2018 INTERNATIONAL MECHANICAL CODE, THE 2018 INTERNATIONAL "
                 "ENERGY CONSERVATION CODE, AND THE REGULATIONS OF ALL AUTHORITIES HAVING / JURISDICTION.",
                 (1907, 105.5, 2686, 123.7)),
                ("BRING TO THE ATTENTION OF THE ARCHITECT/ENGINEER ANY INFORMATIONAL CONFLICTS WITHIN THE "
                 "SPECIFICATIONS AND DRAWINGS. THE CONTRACTOR(S) SHALL NOT PROCEED WITH ANY WORK, / EXCEPT AT ITS "
                 "OWN RISK, UNTIL ALL CONFLICTS ARE RESOLVED AND THE CLARIFYING INFORMATION IS ISSUED.",
                 (1907, 129.7, 2676, 148))],
               section="notes")
    scan = replace(c, source="ocr")
    first = [p.text for p in chunk_passages(scan) if p.text.startswith("INSTALL")]
    assert first and first[0].endswith("JURISDICTION."), first
    assert any(p.text.startswith("BRING") and p.text.endswith("ISSUED.") for p in chunk_passages(scan))
    assert any(p.text.startswith("INSTALL") and "CONFLICTS" in p.text for p in chunk_passages(c))


def test_a_note_beside_its_number_ends_at_the_next_number():
    """A scan's reading set the note numbers in a column of their own and ran three one-line
    notes into one block: the note beside `15.` ends where `16.` starts."""
    from dataclasses import replace

    from handlers.note_number import _numbered_items

    numbers = replace(_chunk([(f"{n}.", (1870, y, 1877, y + 7)) for n, y in
                              ((14, 409), (15, 422), (16, 435), (17, 448))], section="notes"), source="ocr")
    notes = replace(_chunk([("DUCTWORK PENETRATIONS OF FIRE RATED CONSTRUCTION TO BE U.L. LISTED.", (1907, 408.5, 2648, 416)),
                            ("PAINT FLAT BLACK THE INSIDE OF ALL DUCTWORK VISIBLE THROUGH GRILLES. / "
                             "PROVIDE OPEN END DUCTWORK WITH ALUMINUM SCREEN AND REMOVABLE FRAMES. / "
                             "FURNISH AND INSTALL ALL MANUALLY OPERATED VOLUME DAMPERS.", (1907, 422, 2667, 455))],
                           section="notes"), source="ocr")
    found = {n: text for n, text, *_ in _numbered_items([numbers, notes])}
    assert found["15"] == "PAINT FLAT BLACK THE INSIDE OF ALL DUCTWORK VISIBLE THROUGH GRILLES.", found
    assert found["14"].endswith("U.L. LISTED."), found
