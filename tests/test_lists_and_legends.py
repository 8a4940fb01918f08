"""Lists as drafting software sets them, on a sheet generated here: a note's number printed as a
span of its own left of a hanging-indent note (`12.` | `PROVIDE ...`), notes headed `NOTE 3:`,
an abbreviation list in two columns of spans and one with dashes, and a legend. Each question
checks a rule about how such lists are read, not a wording: a note is its own lines and no
other note's, a short form is read from its list, and a general statement is not the answer
about one numbered room or a measure of another thing.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"

# Notes of two lines each, so that a note's second line sits just above the next note's first.
NOTES = [
    ("INSTALL ALL WORK IN ACCORDANCE WITH THE 2018 INTERNATIONAL MECHANICAL CODE AND THE",
     "REGULATIONS OF ALL AUTHORITIES HAVING JURISDICTION."),
    ("COORDINATE ALL DUCTWORK WITH STRUCTURE, LIGHTING AND PIPING BEFORE FABRICATION OF",
     "ANY SHEET METAL."),
    ("PROVIDE CONICAL BRANCH TAPS FOR ROUND DUCTS AND 45 DEGREE BRANCH TAPS FOR RECTANGULAR DUCTS",
     "UNLESS OTHERWISE NOTED."),
    ("ALL DUCTWORK SIZES INDICATED ARE INSIDE CLEAR DIMENSIONS; INSULATION IS ADDED TO",
     "THE OUTSIDE OF THE DUCT."),
    ("PAINT FLAT BLACK THE INSIDE OF ALL DUCTWORK VISIBLE THROUGH DIFFUSERS, GRILLES",
     "AND REGISTERS."),
    ("SUBMIT THE FINAL AIR BALANCE REPORT TO THE AUTHORITY HAVING JURISDICTION BEFORE",
     "THE FINAL INSPECTION IS SCHEDULED."),
]
LABELLED = ["THE CODE REQUIRES ONLY ONE SERVICE SINK PER BUILDING.",
            "URINALS SHALL NOT BE SUBSTITUTED FOR MORE THAN 67% OF THE REQUIRED WATER CLOSETS.",
            "WATER COOLERS MAY BE SUBSTITUTED FOR NOT MORE THAN 50 PERCENT OF THE REQUIRED FOUNTAINS."]
TWO_COLUMN = [("AFF", "ABOVE FINISHED FLOOR"), ("MBH", "1000 BTU/HR"), ("RL", "RELOCATED MATERIAL OR EQUIPMENT"),
              ("RPM", "REVOLUTIONS PER MINUTE"), ("TYP", "TYPICAL")]
DASHED = ["N.T.S. - NOT TO SCALE", "O.C. - ON CENTER", "P.T. - PRESSURE TREATED", "T.O. - TOP OF"]
LEGEND = [("GF", "Ground Fault Interrupt"), ("HB", "Hose Bib"), ("2040", "2'-0\" by 4'-0\" Window")]

# A symbols list whose entries give the item's size before its name, as fire protection legends do.
SYMBOLS = ["4\" FIRE DEPARTMENT CONNECTION", "EXISTING PIPING TO REMAIN", "PIPING TO BE DEMOLISHED"]


@pytest.fixture(scope="module")
def lists_index(tmp_path_factory) -> Path:
    import pymupdf

    d = tmp_path_factory.mktemp("lists_sheets")
    pdf = d / "lists.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    draw_text(page, 100, 40, "MECHANICAL GENERAL NOTES", 12)
    for n, (first, second) in enumerate(NOTES, 1):
        draw_text(page, 132, 38 + 26 * n, first)
        draw_text(page, 132, 49 + 26 * n, second)
    for n in range(1, len(NOTES) + 1):               # the numbers: spans of their own, set apart
        draw_text(page, 100, 38 + 26 * n, f"{n}.")
    draw_text(page, 100, 260, "PLUMBING NOTES", 12)
    y = 284
    for n, note in enumerate(LABELLED, 1):
        draw_text(page, 100, y, f"NOTE {n}:")
        draw_text(page, 100, y + 11, note)
        y += 30
    draw_text(page, 700, 40, "ABBREVIATIONS", 12)
    _two_columns(page, 700, 64, 60, TWO_COLUMN)
    for k, line in enumerate(DASHED):
        draw_text(page, 700, 144 + 12 * k, line)
    draw_text(page, 700, 300, "LEGEND", 12)
    _two_columns(page, 700, 320, 40, LEGEND)
    draw_text(page, 1000, 300, "SYMBOLS", 12)
    for k, entry in enumerate(SYMBOLS):
        draw_text(page, 1000, 324 + 14 * k, entry)
    draw_text(page, 100, 500, "EMERGENCY EGRESS WINDOWS ARE REQUIRED IN ALL BEDROOMS.")
    draw_text(page, 100, 520, "MAXIMUM BUILDING HEIGHT: 26'-10\" ABOVE AVERAGE GRADE.")
    draw_text(page, 100, 660, "CONTRACTOR SHALL PROVIDE AN AUTOMATIC AIR VENTING DEVICE NEAR THE HIGHEST POINT "
                              "OF EACH WET PIPE SPRINKLER SYSTEM.")
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


def _two_columns(page, x: float, y: float, gap: float, pairs: list[tuple[str, str]]) -> None:
    """A list set as two columns of spans: each short form, and its meaning `gap` to its right."""
    for k, (short, meaning) in enumerate(pairs):
        draw_text(page, x, y + 12 * k, short)
        draw_text(page, x + gap, y + 12 * k, meaning)


def _answered(index: Path, q: str, *must: str, never: tuple[str, ...] = ()):
    a = ask_index(index, q)
    low = a.answer.lower()
    assert not a.answer.startswith(ABSTAINED), (q, a.answer, a.handler)
    assert all(m.lower() in low for m in must), (q, a.answer, a.handler)
    assert not any(n.lower() in low for n in never), (q, a.answer, a.handler)
    return a


def _abstains(index: Path, q: str):
    a = ask_index(index, q)
    assert a.answer.startswith(ABSTAINED), (q, a.answer, a.handler)


@pytest.mark.parametrize("n", range(1, len(NOTES) + 1))
def test_a_note_numbered_by_its_own_span_is_its_lines_only(lists_index, n):
    first, second = NOTES[n - 1]
    others = [NOTES[k][0][:30] for k in range(len(NOTES)) if k != n - 1]
    _answered(lists_index, f"What does mechanical general note {n} require?", first[:30], second[:12],
              never=tuple(others))


def test_a_note_headed_note_n_is_looked_up_by_its_number(lists_index):
    _answered(lists_index, "What does plumbing note 3 allow?", "50 percent", never=("67%",))


def test_a_requirement_inside_a_hanging_indent_note(lists_index):
    _answered(lists_index, "What kind of branch taps are required for round ducts?", "conical")


@pytest.mark.parametrize("q, must", [
    ("what does RL mean", "relocated material or equipment"),
    ("What does MBH stand for?", "1000 btu/hr"),
    ("What does P.T. stand for in the abbreviations?", "pressure treated"),
    ("what does N.T.S. mean?", "not to scale"),
    ("What does HB mean on the legend?", "hose bib"),
])
def test_a_short_form_is_read_from_its_list(lists_index, q, must):
    _answered(lists_index, q, must)


def test_a_short_form_the_lists_lack_is_not_guessed(lists_index):
    _abstains(lists_index, "What does CFM stand for?")


def test_a_part_the_abbreviation_list_cannot_answer_is_said_to_be_missing(lists_index):
    a = _answered(lists_index, "What does MBH stand for, and what is the total MBH of the unit heaters?", "1000 btu/hr")
    assert "not found" in a.answer and a.answer.lower().count("1000 btu/hr") == 1, a.answer


def test_a_size_inside_a_legend_entry_asked_of_the_legend(lists_index):
    """`size` names the value asked, not a word the entry must say; `in the legend` is said of
    every entry of a symbols list."""
    _answered(lists_index, "What size is the fire department connection in the legend?", '4"')
    _abstains(lists_index, "What size are the fire hose valves in the legend?")


def test_a_note_about_all_bedrooms_does_not_say_which_window_bedroom_1_has(lists_index):
    _abstains(lists_index, "which window is the egress window in bedroom #1")


def test_a_building_height_is_not_the_height_of_the_ridge(lists_index):
    _abstains(lists_index, "How high is the ridge above the first floor?")
    _answered(lists_index, "How high may the building be?", "26'-10\"")


def test_what_must_be_installed_is_the_thing_the_note_requires(lists_index):
    _answered(lists_index, "What device must be installed near the highest point of the wet pipe system?",
              "air venting device")


# A scanned legend whose key column stands apart from its labels (leaders drawn between them):
# OCR reads keys and labels as blocks of their own, and the chunker keeps the keys out of the
# legend's chunk.
SPLIT_LEGEND = [("SD", "Smoke Detector"), ("PP", "Protective Post"), ("HB", "Hose Bib"), ("WH", "Water Heater")]


@pytest.fixture(scope="module")
def split_legend_index(tmp_path_factory) -> Path:
    import pymupdf

    from drawqa.ocr import tesseract_available

    if not tesseract_available():
        pytest.skip("a scanned legend is read by Tesseract, which is not installed")
    d = tmp_path_factory.mktemp("split_legend")
    src = pymupdf.open()
    sheet = src.new_page(width=396, height=306)
    draw_text(sheet, 130, 52, "LEGEND", 10)
    for k, (key, label) in enumerate(SPLIT_LEGEND):
        draw_text(sheet, 40, 64 + 16 * k, key, 8)
        sheet.draw_line((60, 61 + 16 * k), (120, 61 + 16 * k), dashes="[2] 0")
        draw_text(sheet, 130, 64 + 16 * k, label, 8)
    draw_text(sheet, 130, 280, "FLOOR PLAN", 12)
    pix = sheet.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    doc.new_page(width=396, height=306).insert_image(pymupdf.Rect(0, 0, 396, 306), pixmap=pix)
    doc.save(d / "legend.pdf")
    from drawqa.index import build

    assert build([str(d / "legend.pdf")], d / "idx", ocr=True).indexed == 1
    return d / "idx"


def test_a_legend_key_chunked_apart_from_its_label_is_read_with_it(split_legend_index):
    from drawqa import store

    chunks = store.load(split_legend_index).all_chunks()
    key = {i for i, c in enumerate(chunks) if "HB" in c.text.split("\n")}
    label = {i for i, c in enumerate(chunks) if "Hose Bib" in c.text.split("\n")}
    assert key and label and key.isdisjoint(label), [c.text for c in chunks]   # the case read here
    a = _answered(split_legend_index, "What does HB mean on the legend?", "hose bib", never=("water", "post"))
    assert a.handler == "abbreviation" and {c.text for c in a.citations} >= {"HB", "Hose Bib"}, a.citations
    _answered(split_legend_index, "What does WH stand for?", "water heater")

