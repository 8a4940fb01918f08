"""The answer contract, one place for every handler: an answer gives a value of the type the
question asks for, that value stands in the text it cites, and every part of a question is
answered or said to be not found.

Why here and not in each handler: a handler knows its topic, not what the user asked for. The
held-out failures were on-topic passages without the value asked (an edition question answered
with `in accordance with IECC`), captions returned as values, and two-part questions answered in
half. One check after every handler catches all three, whichever handler spoke.
"""
from __future__ import annotations

import re
from typing import Optional

from .captions import is_caption, is_section_heading
from .expect import (ASKING_WORDS, ASKS_MEANING, COMPASS, ROOM_WORDS, Part, asked_types, choice_words, counted_things, find_value, is_yes_no,
                     named_scopes, value_matches)
from .models import Answer
from .tokens import STOPWORDS, normalize, tokenize, without_possessives

# Types whose value an answer may compute rather than quote (a count of rows, a yes/no).
COMPUTED = frozenset({"count", "number"})
def _norm(text: str) -> str:
    return " ".join(normalize(text).lower().split())


def cited_text(answer: Answer) -> str:
    """What the answer cites: each cited text with the sheet it stands on (a sheet's ID and
    title are read from its title block, so they are cited values too)."""
    return " ".join(f"{c.text or ''} {c.sheet_id or ''} {c.sheet_title or ''}" for c in answer.citations)


def value_in_citations(value: str, answer: Answer) -> bool:
    """The value (white space and case aside) is a span of what the answer cites."""
    v = _squeeze(value)
    return bool(v) and v in _squeeze(cited_text(answer))


# `5'-0" x 6'-8"` written as the size code a plan's callouts use: width feet and inches, then
# height feet and inches, one digit each (`5068`; drawing-conventions: 3068 = 3'-0" x 6'-8").
_CODED_SIZE = re.compile(r"(\d)'-(\d)\"\s*x\s*(\d)'-(\d)\"", re.I)


_SET_AT = re.compile(r"\b(?:sill|head|mounting|mounted|above|AFF)\b", re.I)


def size_from_code(value: str, answer: Answer) -> bool:
    """The dimension is part of a width x height the answer reads off a size code it cites
    (`NEW 5050 CSMT (5'-0" x 5'-0" casement)`)."""
    cited = cited_text(answer)
    return any(value in m.group(0) and re.search(rf"(?<![\w'\"/.-]){''.join(m.groups())}(?![\w'\"/-])", cited)
               for m in _CODED_SIZE.finditer(answer.answer))


def _squeeze(text: str) -> str:
    """Text as a value is compared: case, white space and label punctuation (`U-FACTOR: 0.29`
    quoted as `u-factor 0.29`) aside."""
    return re.sub(r"[\s:=;,()\[\]]+", "", _norm(text))


# A job number's two hyphened figures (`VEG-25-114`: the year and a serial) are no sheet number's.
_YEAR_AND_SERIAL = re.compile(r"-\d{2,4}-\d{2,4}$")


def part_value(part: Part, answer: Answer) -> Optional[str]:
    """The value of the part's type in the answer, quoted from its citations; None when the
    answer has none (for a typed part) -- an on-topic answer without the value is no answer."""
    if part.kind is None:
        return ""
    initials = _initials_in_role_field(part.kind, answer)
    if initials is not None:
        return initials
    text = without_examples(answer.answer)
    v = (_dimension_asked(part.text, text) if part.kind == "dimension"
         else _limit_of(part.text, text) if part.kind == "limit"
         else _edition_of_named(part.text, text) if part.kind == "year" and _named_standard(part.text)
         else find_value(part.kind, text))
    if v is None:
        v = (_value_under_unit_header(part.kind, answer) or _rating_under_metric(part.kind, answer)
             or _standards_quoted(part.kind, answer) or _metric_size_under_label(part.kind, answer))
        return None if v is None or _beside_a_definition(v, answer.answer) else v
    if is_caption(v):
        # `ELECTRICAL ENGINEER: VOLTAGE DESIGN GROUP`: the caption labels the value after it.
        after = answer.answer.split(":", 1)[1] if ":" in answer.answer else ""
        v = find_value(part.kind, after) if after else None
        if v is None or is_caption(v):
            return None
    if part.kind == "name" and _codes_beside_asked(part.text, v):
        return None     # `VCT CPT` for `who makes the CPT`: finish codes side by side name no maker
    if part.kind == "name" and _maker_unsaid(part.text, answer.answer):
        return None     # a note naming the product, not who makes it
    if part.kind == "identifier" and ((find_value("sheet_id", v) == v and not _YEAR_AND_SERIAL.search(v))
                                      or any(c.sheet_id and _norm(c.sheet_id) == _norm(v) for c in answer.citations)):
        return None     # a sheet number (`G2.1.1`, `A-101`) is not a project or permit number
    if _beside_a_definition(v, answer.answer):
        return None
    if part.kind in COMPUTED or value_in_citations(v, answer):
        return v
    if part.kind == "dimension" and not _SET_AT.search(part.text) and size_from_code(v, answer):
        return v        # a size code says width and height, never where the thing is set
    return None


# `E.G. W16x26 (24) c=3/4"`: a legend's example of how a callout reads, not a value of the set.
_EXAMPLE = re.compile(r"\b(?:E\.\s?G\.|FOR\s+EXAMPLE)\s*,?\s*(?:[^\s;.]*\d[^\s;]*\s*)+", re.I)
# A statement that leaves its values to the drawing: `SIZE AND SPACING AS NOTED`.
_DEFERS = re.compile(r"\bAS\s+(?:NOTED|SHOWN|INDICATED|SCHEDULED)\b", re.I)


def without_examples(text: str) -> str:
    return _EXAMPLE.sub(" ", text)


def defers_elsewhere(question_text: str, answer_text: str) -> bool:
    """An answer that, its examples aside, states no figure and leaves its values `AS NOTED`
    elsewhere: a legend entry, not what the thing asked is."""
    text = without_examples(answer_text)
    return (not is_yes_no(question_text) and _DEFERS.search(text) is not None
            and re.search(r"\d", text) is None)


# A legend entry says what a symbol means (`DENOTES SLAB THICKNESS.`); a value is stated only
# inside the entry (`DENOTES 150mm SLAB STEP`).
_LEGEND_DEFINITION = re.compile(r"^\s*(?:\[[^\]]*\]\s*)?(?:DENOTES|INDICATES|REPRESENTS)\b[^.;]*", re.I)


def _beside_a_definition(value: str, answer_text: str) -> bool:
    """`DENOTES SLAB THICKNESS. 450`: the figure beside a legend's entry is its symbol's sample."""
    definition = _LEGEND_DEFINITION.match(answer_text)
    return definition is not None and value not in definition.group(0)


_CODE_WORD = re.compile(r"[A-Z]{2,4}")
_FIRM_SUFFIX = frozenset({"INC", "LLC", "LLP", "LTD", "PC", "PLLC", "PA", "CORP", "CO", "PTY", "PLC", "AIA", "PE"})


def _codes_beside_asked(question_text: str, value: str) -> bool:
    """A "name" made of short capital codes (`VCT CPT`) one of which is the code the question
    asks about: a legend or plan line listing finish or material codes, not who makes one."""
    words = value.split()
    asked = {t.upper() for t in tokenize(question_text) if t not in STOPWORDS}
    return (all(_CODE_WORD.fullmatch(w) and w not in _FIRM_SUFFIX for w in words)
            and any(w in asked for w in words))


# `who makes the resilient base?`: the maker of a product named by its words is said under a
# manufacturer's caption or column (`MANUFACTURER: VPI FLOORING`, `MFR`, `BASIS OF DESIGN`). A
# product asked by its tag (`PT-2`) is defined beside its maker in a legend, without the word.
_MAKER_ASKED = re.compile(r"\bwho\s+(?:makes|made|manufactur\w*|supplies|fabricates)\b"
                          r"|\b(?:what|which)\s+(?:brand|make)\b", re.I)
_MAKER_SAID = re.compile(r"\bMANUFACTUR|\bMFR\b|\bMFG\b|\b(?:MADE|SUPPLIED)\s+BY\b|\bBASIS\s+OF\s+DESIGN\b|\bBRAND\b",
                         re.I)
_TAG_ASKED = re.compile(r"(?<![\w-])[A-Z]{1,5}-?\d{1,3}[A-Z]?(?![\w-])")


def _maker_unsaid(question_text: str, answer_text: str) -> bool:
    return (_MAKER_ASKED.search(question_text) is not None and _TAG_ASKED.search(question_text) is None
            and _MAKER_SAID.search(answer_text) is None)


# `which fire code applies?`: a model code asked by its subject is named by the subject and CODE
# (`INTERNATIONAL FIRE CODE`, `ENERGY CONSERVATION CODE`) or by its short name (IFC); the words
# apart (`NATIONAL FIRE ALARM ... CODE`) name another code.
_SUBJECT_CODE_ASKED = re.compile(r"\b(?P<x>fire|building|electrical|plumbing|mechanical|energy|residential|fuel\s+gas|"
                                 r"existing\s+building|green\s+building)\s+codes?\b", re.I)
_SUBJECT_CODE_SHORT = {"fire": r"IFC|CFC|NFPA\s*1(?!\d)", "building": r"IBC|CBC|IRC|CRC",
                       "electrical": r"NEC|CEC|NFPA\s*70(?!\d)", "plumbing": r"IPC|UPC|CPC", "mechanical": r"IMC|UMC|CMC",
                       "energy": r"IECC|ASHRAE\s*90\.1", "residential": r"IRC|CRC", "fuel gas": r"IFGC",
                       "existing building": r"IEBC|CEBC", "green building": r"IgCC|CALGreen"}


def names_the_code_asked(question_text: str, answer_text: str) -> bool:
    """Does the answer name the model code asked by its subject (or is none asked so)?"""
    m = _SUBJECT_CODE_ASKED.search(question_text)
    if m is None:
        return True
    subject = " ".join(m.group("x").lower().split())
    words = r"\s+".join(subject.split())
    said = rf"\b{words}(?:\s+[A-Z]+)?\s+CODES?\b|(?<![\w-])(?:{_SUBJECT_CODE_SHORT[subject]})(?![\w-])"
    return re.search(said, answer_text, re.I) is not None


# A code or standard a question names by its short name: the edition asked is that one's.
_CODE_NAME = re.compile(r"\b(?:NFPA|ASTM|ASME|ANSI|ASHRAE|UL)\s*-?\s*[A-Z]?\d+[A-Z]?\b"
                        r"|\b(?:IBC|IRC|IFC|IMC|IPC|IFGC|IECC|IEBC|NEC|CBC|CRC|CFC|CMC|CPC)\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.;])\s+(?=[A-Z])")


def _bare(text: str) -> str:
    """Letters and digits only: `NFPA-13`, `NFPA 13` and `nfpa13` are one name."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _named_standard(question: str) -> Optional[str]:
    m = _CODE_NAME.search(question)
    return m.group(0) if m else None


def _edition_of_named(question: str, text: str) -> Optional[str]:
    """The year stated in the sentence that names the code or standard the question names
    (`NFPA 13 INSTALLATION OF SPRINKLER SYSTEMS 2013`). A year in the next sentence is another
    document's (`NFPA 13 AUTOMATIC SPRINKLER SYSTEM. ACCESSIBILITY ... BASED ON THE 2015`)."""
    name = _bare(_named_standard(question) or "")
    for sentence in _SENTENCE_END.split(text):
        if name and name in _bare(sentence):
            v = find_value("year", sentence)
            if v is not None:
                return v
    return None


LIMIT_REACH = 60     # characters before a limit's figure in which the thing limited is named


def _limit_of(question: str, text: str) -> Optional[str]:
    """A limit of the thing asked: a bound and figure (`NOT MORE THAN 25`) with a word of the
    question's own just before it (`FLAME SPREAD RATING INDEX NOT MORE THAN 25`). `MAXIMUM 57mm`
    of a formwork profile is no deflection limit."""
    words = {_root(t) for t in tokenize(question)
             if t not in STOPWORDS and t not in ASKING_WORDS and t not in ("limit", "limits") and len(t) > 2}
    for m in value_matches("limit", text):
        before = {_root(t) for t in tokenize(text[max(0, m.start() - LIMIT_REACH):m.start()])}
        if words & before:
            return m.group(0).strip()
    return None


# A height labelled as such (`CLG HT: 8'-0"`, `MTG HT 48"`) is not a room's or a part's size:
# a question about dimensions that names no height is not answered by one.
_HEIGHT_LABEL = re.compile(r"\b(?:CLG\.?\s*HT|CEILING\s+HEIGHT|(?:CLG|CEILING)\.?\s+(?:TO|AT|@)|MTG\.?\s*HT|HT|HEIGHT|HGT|A\.?F\.?F)\.?\s*[:=]?\s*$", re.I)
_ASKS_HEIGHT = re.compile(r"\b(?:heights?|high|tall|ceilings?|clg|headroom|elevations?|above|mounted|mounting|aff)\b", re.I)


# A spacing is drawn with its sign: `@ 48" O.C.`, `16" CTRS`, `SPACED AT 4'-0"`, `SPACING: 24"`. A
# bare figure beside a detail is some other distance (a gap, an offset, a depth).
_ASKS_SPACING = re.compile(r"\bspacing\b|\bspaced\b|\bapart\b|\bon\s+cent(?:er|re)s?\b", re.I)
_SPACING_BEFORE = re.compile(r"(?:\bINTERVALS?(?:\s+(?:OF|NOT\s+EXCEEDING|NOT\s+TO\s+EXCEED|OF\s+NOT\s+MORE\s+THAN))?|"
                             r"\bSPACED(?:\s+AT)?|\bSPACING(?:\s*\([^)]{0,8}\))?\s*:?|\bEVERY)\s*$", re.I)
_ASKS_DIAMETER = re.compile(r"\b(?:diameters?|dia|size|sizes|sized|thick|thickness|gauge|how\s+(?:big|large|thick))\b", re.I)
_DIAMETER_AFTER = re.compile(r"^\s*(?:DIA\b\.?|DIAM\b|DIAMETER\b|\u00d8)", re.I)
_SPACING_AFTER = re.compile(r"^\s*(?:O\.?\s?C\.?|C\s*/\s*C|CTRS?\b|CTS\b|CENT(?:ER|RE)S\b|ON\s+CENT|APART\b|"
                            r"(?:MAX\.?|MIN\.?|MAXIMUM|MINIMUM)\s+O\.?\s?C\b|SPACING\b)", re.I)


def _dimension_asked(question: str, text: str) -> Optional[str]:
    """The first dimension of the text that is not a height the question does not ask for, and
    that is drawn as a spacing when a spacing is asked."""
    asks_height = _ASKS_HEIGHT.search(question) is not None
    asks_spacing = _ASKS_SPACING.search(question) is not None
    asks_size = _ASKS_DIAMETER.search(question) is not None
    for m in value_matches("dimension", text):
        before, after = text[max(0, m.start() - 24):m.start()], text[m.end():m.end() + 16]
        spacing = bool(_SPACING_BEFORE.search(before) or _SPACING_AFTER.match(after))
        if asks_spacing and not (spacing or before.rstrip().endswith("@")):
            continue      # a bare figure beside a detail is no spacing
        if not asks_spacing and spacing:
            continue      # `48" O.C.` is how far apart, never how long or deep (`@ 7'-0" AFF` is a height)
        if not asks_size and _DIAMETER_AFTER.match(after):
            continue      # `5/8" DIA.` is how thick a bolt is, not how deep it goes
        if asks_height or not _HEIGHT_LABEL.search(text[max(0, m.start() - 24):m.start()]):
            return m.group(0).strip()
    return None


_UNIT_HEADER = re.compile(r"\(\s*([A-Za-z][A-Za-z/.\u00b2\u00b0 ]{0,20}?)\s*\)\s*:?\s*(-?\d[\d.,]*)\b")


def _value_under_unit_header(kind: str, answer: Answer) -> Optional[str]:
    """A schedule states the unit once, in its column's header (`F'c (MPa): 40`): the number
    under it is a value of the unit's type when it is quoted from the cited row."""
    for m in _UNIT_HEADER.finditer(answer.answer):
        unit, number = m.group(1), m.group(2)
        v = find_value(kind, f"{number} {unit}")
        if v is not None and value_in_citations(number, answer):
            return v
    return None


# A metric drawing sizes in millimetres and prints no unit (`WIDTH 915`, `915 x 2135`): three or
# four figures labelled by the measure they give are a size; feet and inches always carry marks.
_MM_BY_LABEL = re.compile(r"\b(?:WIDTH|HEIGHT|HGT|THK|THICKNESS|DEPTH|LENGTH)\b\.?\s*(?:\([A-Za-z]{1,3}\))?\s*:?\s*(\d{3,4})\b"
                          r"|\b(\d{3,4})\s+(?:WIDE|HIGH|DEEP|LONG)\b", re.I)


def _metric_size_under_label(kind: str, answer: Answer) -> Optional[str]:
    """A bare size of three or four figures labelled by its measure, quoted from the cited row."""
    if kind != "dimension":
        return None
    for m in _MM_BY_LABEL.finditer(answer.answer):
        number = m.group(1) or m.group(2)
        if value_in_citations(number, answer):
            return number
    return None


_METRIC_LABEL = re.compile(r"\b(U-?\s?FACTOR|SHGC|SEER2?|EER2?|HSPF2?|AFUE|UEF|COP|EDR)\b[^0-9:]{0,40}:\s*"
                           r"(?:[A-Z][A-Za-z ]{0,20}:\s*)?(\d*\.?\d+)\b", re.I)


def _rating_under_metric(kind: str, answer: Answer) -> Optional[str]:
    """A compliance table names the metric in its row label (`WINDOWS U-FACTOR`) and gives the
    bare number in a column (`PROPOSED: 0.27`): a rating when the number is quoted from the row."""
    if kind != "rating":
        return None
    for m in _METRIC_LABEL.finditer(answer.answer):
        if value_in_citations(m.group(2), answer):
            return f"{m.group(1)} {m.group(2)}"
    return None


_ROLE_FIELD = re.compile(r"\b(?:DRAWN|DESIGNED|CHECKED|APPROVED|DRN|DSN|DES|CHK|CHKD|APP'?D)\.?(?:\s+BY)?\s*:\s*"
                         r"([A-Z]{2,4}(?:\s*/\s*[A-Z]{2,4})*|(?:[A-Z]\.){2,3})\s*$", re.I)


def _initials_in_role_field(kind: str, answer: Answer) -> Optional[str]:
    """Title blocks fill the drawn-by, designed-by, checked-by fields with initials (`DRAWN:
    VN`, two people's as `BB/SS`): a name when the answer is that field and the initials are
    quoted from it."""
    if kind != "name":
        return None
    m = _ROLE_FIELD.search(answer.answer.strip())
    if m and m.group(1) == m.group(1).upper() and value_in_citations(m.group(1), answer):
        return m.group(1)
    return None


# How a member is reinforced, asked; and said the way a schedule says it: bars by count, size
# and spacing (`4-N24`, `N12-200`, `(3) #5 @ 12" O.C.`, `Y16`), or a mesh by its code (`SL82`).
_ASKS_REINFORCING = re.compile(r"\b(?:reinforc(?:ed|ing|ement)|reo|rebar)\b", re.I)
_BAR_CALLOUT = re.compile(r"(?<![\w#])(?:\d+\s*-\s*)?(?:[NYT]\d{2}|#\s?\d{1,2})(?:\s*-\s*\d{2,3}|\s*@)"
                          r"|\b\d+\s*-\s*[NYT]\d{2}\b|\b(?:SL|RL|F)\d{2,3}\s+MESH\b"
                          r"|\(\d{1,2}\)\s*#\s?\d{1,2}\b|#\s?\d{1,2}\s+(?:EACH\s+WAY|E\.?\s?W\.?|BARS?)\b", re.I)
_STANDARD = re.compile(r"\b(?:NFPA|ASTM|ASME|ANSI|ASHRAE|SMACNA|UL)\s*-?\s*[A-Z]?\d+[A-Z]?\b", re.I)


def _standards_quoted(kind: str, answer: Answer) -> Optional[str]:
    """A list of standards gathered from several notes (`NFPA 13, NFPA 14, NFPA 20`): a code
    list when each one is quoted from the citations."""
    if kind != "code_list":
        return None
    named = list(dict.fromkeys(_STANDARD.findall(answer.answer)))
    if len(named) >= 2 and all(value_in_citations(n, answer) for n in named):
        return ", ".join(named)
    return None


# A quantity named by its letter (`the R value`, `what K factor`): its figure follows the letter.
_SYMBOL_ASKED = re.compile(r"\b([A-Za-z])[- ]?(?:values?|factors?|coefficients?)\b")


_FRAME_WORDS = frozenset("being been having".split())     # `what's being provided`: the verb's frame


def distinctive_terms(part: Part, others: list[Part]) -> set[str]:
    """What this part asks about that the other parts do not: how its answer is recognised."""
    mine = {t for t in tokenize(without_possessives(part.text)) if t not in STOPWORDS and t not in ASKING_WORDS
            and t not in _FRAME_WORDS and not re.fullmatch(r"[a-z]+'s", t) and len(t) > 2}
    theirs = {t for p in others for t in tokenize(p.text)}
    return (mine - theirs) if mine - theirs else mine


# Measures a value's shape cannot stand for: `3"` is a cover only where the text says cover
# (`MINIMUM CONCRETE COVER`, `3" CLR.`); any other inch figure is some other distance.
_NAMED_MEASURE = re.compile(r"\bcover\b", re.I)
_SAYS_MEASURE = re.compile(r"\bCOVER\b|\bCLR\b|\bCLEAR\b", re.I)


def says_named_measure(question: str, text: str) -> bool:
    """Whether the text says the measure the question names, where the value alone cannot."""
    return not _NAMED_MEASURE.search(question) or _SAYS_MEASURE.search(text) is not None


_WHO_DID_ROLE = re.compile(r"\bwho\s+(drew|checked|designed|approved|reviewed)\b", re.I)
_ROLE_CAPTION = {"drew": r"\bDRAWN\b|\bDRN\b|\bDRAFTED\b|\bDWN\b", "checked": r"\bCHECKED\b|\bCHK'?D?\b",
                 "designed": r"\bDESIGNED\b|\bDSGN\b|\bDES\b", "approved": r"\bAPPROVED\b|\bAPP'?D\b",
                 "reviewed": r"\bREVIEWED\b|\bRVW\b"}


def covers(part: Part, parts: list[Part], answer: Answer) -> bool:
    """Does the answer answer this part? A typed part needs its value; an untyped one needs a
    word of its own in the answer (a yes/no part is answered by the statement quoted)."""
    if names_other_modifier(part.text, answer.answer):
        return False            # `ATTIC ACCESS 22" X 30"` does not answer the foundation access
    did = _WHO_DID_ROLE.search(part.text)
    if did and not re.search(_ROLE_CAPTION[did.group(1).lower()], answer.answer, re.I):
        return False            # `who drew it`: the DRAWN field's initials, not a title's words
    if part.kind is not None:
        if not says_named_measure(part.text, answer.answer):
            return False        # GB2's `825Wx500D` is its size, not the concrete cover asked
        # any type the part asks will do (`how long`: a time or a length)
        kinds = [part.kind] + [k for k in asked_types(part.text) if k != part.kind]
        if all(part_value(Part(part.text, k), answer) is None for k in kinds):
            return False
        if not any(p is not part and p.kind == part.kind for p in parts):
            if part.kind in ("number", "name") and len(parts) > 1:
                # any figure is a number, and any capitalised words a name: `how much bearing` is
                # answered where bearing is said, `who has to stamp the calcs` where stamping is
                terms = distinctive_terms(part, [p for p in parts if p is not part])
                said = {_root(t) for t in tokenize(f"{answer.answer} {cited_text(answer)}")}
                return not terms or any(_root(t) in said for t in terms)
            return True
        # Two parts asking one type (`the editions of the NEC and of the Life Safety Code`): a
        # value answers the part whose own words stand with it.
        terms = distinctive_terms(part, [p for p in parts if p is not part])
        have = {_root(_READ_AS.get(t, t)) for t in tokenize(answer.answer)}
        return not terms or (any(_root(_READ_AS.get(t, t)) in have for t in terms)
                             and _nearest_is_own(part, parts, answer.answer))
    choices = alternatives(part.text)
    if choices:
        return any(_says(choice, answer.answer) for choice in choices)
    if _ASKS_REINFORCING.search(part.text) and not is_yes_no(part.text):
        # `N24-200 TOP & BOTTOM` says how it is reinforced, without the word; a row without
        # its reinforcing column (OCR lost it) says nothing of it, asked alone or not.
        return bool(_BAR_CALLOUT.search(answer.answer) or _ASKS_REINFORCING.search(answer.answer))
    symbols = _SYMBOL_ASKED.findall(part.text)
    if symbols and not is_yes_no(part.text) and not any(
            re.search(rf"(?<![\w-]){s}\s*(?:=|:|-?VALUE\b)?\s*\d", answer.answer, re.I) for s in symbols):
        return False        # `what R value was used`: a figure given after its symbol (`R = 3.25`)
    if len(parts) == 1 or is_yes_no(part.text):
        return True
    terms = distinctive_terms(part, [p for p in parts if p is not part])
    if not terms:               # `at what stage must it happen`: asks about the same statement
        return True
    have = {_root(_READ_AS.get(t, t)) for t in tokenize(answer.answer)}
    return any(_root(_READ_AS.get(t, t)) in have for t in terms)


# A compliance table's words for what the design provides: `what's being provided` is answered
# by its PROPOSED column.
_READ_AS = {"proposed": "provided", "design": "provided", "actual": "provided"}


def _nearest_is_own(part: Part, parts: list[Part], text: str) -> bool:
    """One value of the part's type answers one of the parts asking that type: the part whose
    own word it stands nearer (`20 PSF ROOF LIVE LOAD AND SNOW DRIFT` gives the live load, and
    no snow load)."""
    values = [m.start() for m in value_matches(part.kind, text)]
    if len(values) != 1:
        return True
    spots: list[tuple[int, bool]] = []
    for p in parts:
        if p.kind != part.kind:
            continue
        own = {_root(t) for t in distinctive_terms(p, [o for o in parts if o is not p])}
        spots += [(w.start(), p is part) for w in re.finditer(r"[A-Za-z]+", text) if _root(w.group(0).lower()) in own]
    if not values or not any(mine for _, mine in spots):
        return True
    return any(min(spots, key=lambda s: abs(s[0] - v))[1] for v in values)


# British and American spellings of one word: drawings use either, questions too.
_ONE_SPELLING = {"colour": "color", "colours": "colors", "grey": "gray", "centre": "center", "centres": "centers",
                 "metre": "meter", "metres": "meters", "storey": "story", "storeys": "stories"}


def _root(word: str) -> str:
    """A word without its inflection, for matching a part's words (`issued` is `ISSUE`)."""
    word = _ONE_SPELLING.get(word, word)
    for suffix in ("ing", "ed", "es", "s", "d", "e"):
        if len(word) > 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def says_word(word: str, text: str) -> bool:
    """The text says the word, in any of its forms (`pickets` in `PICKET`)."""
    return _root(word.lower()) in {_root(t) for t in tokenize(text)}


# `EXIT CAPACITY FACTORS: [PER IBC 1005.1]`: a heading and the code it follows, its values (on
# the lines under it) not read. It answers which code or section, and nothing else.
_HEADING_WITH_SOURCE = re.compile(r"^[^:\d]{3,80}:\s*[\[(]\s*(?:PER|SEE|REF\.?)?[^\])]{0,40}[\])]\s*$", re.I)
_SOURCE_TYPES = frozenset({"code_section", "standard", "code_list"})


# A range asked (`at what height range`), and the figures a range is given by.
_RANGE_ASKED = re.compile(r"\b(?:height|temperature|pressure|size|value|mounting|operating|voltage|flow|speed)\s+range\b"
                          r"|\b(?:what|which)\s+range\b|\brange\s+of\s+(?:heights?|values?|sizes?)\b", re.I)   # not a cooking range
_FIGURE = re.compile(r"(?<![\w.])\d+(?:[.,/]\d+)?(?![\w.])")
# A caption and a bare measure (`EXIT DEVICE: 40" AFF ...`): a figure with its unit and no name.
_LABELLED_MEASURE = re.compile(r"^[A-Z][A-Z0-9 ./&-]{1,40}:\s*\d+(?:[-/ ]\d+)*(?:\s*/\s*\d+)?\s*(?:\"|'|\u201d|\u2033|MM\b|IN\b|FT\b)"
                               r"\s*(?:$|A\.?F\.?F\.?|ABOVE|BELOW|FROM|TO\b|MIN|MAX|HIGH|WIDE|LONG|DEEP|CLEAR|O\.?C\.?\s*$)")


def acceptable(question_text: str, answer: Answer, frame: str = "") -> bool:
    """An answer that states a value of a type the question asks for (any of them: the other
    parts are settled by `missing_parts`), quoted from its citations, and not read from
    unsure OCR words. `frame`: the title blocks of the cited sheets (see `in_scope`)."""
    if not answer.citations or is_caption(answer.answer) or not in_scope(question_text, answer, frame):
        return False
    if (only_echoes(question_text, answer.answer) or names_other_modifier(question_text, answer.answer)
            or says_what_is_set_aside(question_text, answer.answer)):
        return False
    if parts_the_thing(question_text, answer.answer) or not names_the_code_asked(question_text, answer.answer):
        return False
    if _CAPTIONS_ONLY.match(answer.answer) or _HEADER_AS_ROW.search(answer.answer) \
            or leaves_asked_blank(question_text, answer.answer):
        return False
    if (speaks_of_role_only(question_text, answer.answer) or only_reaches(question_text, answer.answer)
            or gives_no_colour(question_text, answer.answer) or of_another_thing(question_text, answer)):
        return False
    if asks_what_must_be_shown(question_text) and not _REQUIREMENT.search(answer.answer):
        return False
    if not says_the_frame(question_text, f"{answer.answer} {cited_text(answer)}"):
        return False
    if not says_bar_sizes(question_text, answer.answer):
        return False
    if _RANGE_ASKED.search(question_text) and len(_FIGURE.findall(answer.answer)) < 2:
        return False      # `what height range`: one height (`PUSH / PULL: 42" AFF`) is no range
    kinds = asked_types(question_text)
    if ASKS_MEANING.search(question_text) and is_section_heading(answer.answer):
        return False
    if _HEADING_WITH_SOURCE.match(" ".join(answer.answer.split())) and not set(kinds) & _SOURCE_TYPES:
        return False
    if (not measures_its_subject(question_text, answer) or not names_the_measure(question_text, kinds, answer)
            or not sizes_the_opening(question_text, answer) or not sizes_a_thing(question_text, answer)):
        return False
    if "count" in kinds and not counts_its_thing(question_text, answer):
        return False
    if is_yes_no(question_text) and _OBLIGATION_ASKED.search(question_text) and not _STATES.search(answer.answer):
        return False      # `is a fire pump required?`: a legend's `FIRE PUMP FLOW METER` states nothing
    if (not holds_the_bound(question_text, answer.answer) or denies_the_thing(question_text, answer.answer)
            or relates_to_another(question_text, answer.answer)):
        return False
    if not kinds:
        if _LABELLED_MEASURE.match(answer.answer):
            return False     # `what exit device`: `EXIT DEVICE: 40" AFF` is where it is mounted, not which
        return ((not is_yes_no(question_text) or says_what_was_asked(question_text, answer))
                and not read_unsure(answer.answer, answer))
    return any(v is not None and not _unsure(k, v, answer)
               for k, v in ((k, part_value(Part(question_text, k), answer)) for k in kinds))


_BLANK_CELL = re.compile(r"^\s*(?:-+|\u2013|\u2014|N/?A|NONE)?\s*$", re.I)


def leaves_asked_blank(question_text: str, text: str) -> bool:
    """A schedule row quoted whole (`MODEL: 150-PESB; ... GPM: -; QTY: 1`) whose cell under the
    column the question names is blank: the row does not give what is asked (`what GPM is listed
    for the master valve`), whatever its other cells say."""
    said = set(re.findall(r"[a-z0-9]+", question_text.lower()))
    for item in text.split(";"):
        key, sep, value = item.rpartition(":")
        if not sep:
            continue
        words = re.findall(r"[a-z0-9]+", key.lower().split(":")[-1])
        if words and all(w in said for w in words) and _BLANK_CELL.match(value):
            return True
    return False


_BAR_SIZE = re.compile(r"(?<![\w#])#\s?(\d{1,2})(?!\d)")


def says_bar_sizes(question_text: str, text: str) -> bool:
    """A bar size asked (`#14 bars`) is said as a bar size (`#14`), not as a count of 14 of
    something else (`NO.: 14` in a row of #4 ties)."""
    asked = set(_BAR_SIZE.findall(question_text))
    return not asked or asked <= set(_BAR_SIZE.findall(text))


# `For Class IA flammable liquids, what's the base MAQ ...`: the thing every part is asked of,
# set before the question.
_FOR_FRAME = re.compile(r"^\s*for\s+(?P<thing>[^,?]{3,60}),\s*(?=(?:what|which|who|how|where|when|is|are|does|do)\b)", re.I)


def says_the_frame(question_text: str, text: str) -> bool:
    """A question framed `For <thing>, ...` is answered by text that says a word of the thing:
    a note on where base quantities come from says nothing of Class IA flammable liquids."""
    m = _FOR_FRAME.match(question_text)
    if m is None:
        return True
    words = {_root(w) for w in tokenize(m.group("thing")) if len(w) >= 2 and w not in ASKING_WORDS}
    if not words:
        return True
    said = {_root(w) for w in tokenize(text)}
    return bool(words & said)


def of_another_thing(question_text: str, answer: Answer) -> bool:
    """The answer gives the value of some other thing than the one asked, or no value at all:
    another load, another caption's statement, a legend's example, a range that misses the figure
    given, a distance from another thing, a caption cut off, or text that never names the
    section, the lettered thing, the kind or the thing put in place the question names."""
    said = f"{answer.answer} {cited_text(answer)}"
    return (gives_another_load(question_text, answer.answer) or defers_elsewhere(question_text, answer.answer)
            or said_under_another_caption(question_text, answer.answer) or ends_at_its_caption(answer.answer)
            or not ranges_hold_the_figure(question_text, answer.answer)
            or not measured_from_reference(question_text, answer.answer)
            or not says_sections_named(question_text, said) or not says_things_lettered(question_text, said)
            or not says_things_numbered(question_text, said) or not says_the_type(question_text, said)
            or not (says_the_place(question_text, said) or _from_schedule_rows(answer))
            or not says_marks_named(question_text, answer) or listed_for_another_thing(question_text, answer)
            or not states_the_condition(question_text, said)
            or not says_what_goes(question_text, said)
            or ((_SIZE_Q.search(question_text) is not None or "duration" in asked_types(question_text))
                and lacks_asked_modifier(question_text, said, kinds_only=True))
            # `how wide is the accessible stall`: a width said of `STALLS` that never says which
            or (_MEASURE_Q.search(question_text) is not None
                and lacks_asked_modifier(question_text, answer.answer, kinds_only=True)))


# `do I need to show the stories?`, `must the plan show fences?`, `do fences have to be shown?`:
# the asker's obligation to draw something, which a checklist or a note states; the thing as drawn
# (`1 STORY SHED`) says only that it was shown once, not that it must be.
_MUST_SHOW = re.compile(r"\b(?:do|does|did)\s+(?:i|we|you|they|it|(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+){0,3})\s+"
                        r"(?:need|have)\s+to\s+(?:show|indicate|include|draw)\b"
                        r"|\b(?:must|should)\s+(?:i|we|you|they|it|(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+){0,3})\s+"
                        r"(?:show|indicate|include|draw)\b"
                        r"|\b(?:have|has|need|needs|required)\s+to\s+be\s+(?:shown|indicated|included|drawn)\b", re.I)
_REQUIREMENT = re.compile(r"\b(?:requir\w*|must|shall|checklist|show|shown|indicate[ds]?)\b", re.I)


_MEASURE_UNITS = frozenset("feet foot ft inches inch in sf sq yards yd meters metres m mm gallons gal gpm cfm amps "
                           "amperes volts watts kw kva pounds lbs lb tons hours hrs minutes min days weeks months "
                           "years degrees psi psf percent amp-hours ampere-hours ah kwh mbh btuh gph".split())
_PEOPLE = frozenset(_root(w) for w in "people persons person occupants occupant".split())


_SORTS = frozenset("type types kind kinds sort sorts mark marks model models".split())


def counts_its_thing(question_text: str, answer: Answer) -> bool:
    """A count is a count of the things asked: its answer or what it cites says their word (`1
    PLANTING PLAN` counts no oak trees). Other forms of the word will do (`STORY` for stories)."""
    things = counted_things(question_text).split()
    if not things or things[-1].lower() in _MEASURE_UNITS:
        return True             # `how many square feet`: a measure, not things counted
    if len(things) > 1 and things[-1].lower() in _SORTS:
        things = things[:-1]    # `fixture types` are counted as fixtures are named: by their schedule's marks
    head = _root(things[-1].lower())
    said = {_root(t) for t in tokenize(f"{answer.answer} {cited_text(answer)}".lower())}
    if head in _PEOPLE:
        return bool(said & _PEOPLE)        # people are counted as occupants or persons
    said |= {w.rstrip("s") for w in said}
    head = head.rstrip("s") if len(head) > 3 else head
    return head in said or any(len(head) >= 4 and (w.startswith(head) or head.startswith(w)) and len(w) >= 4
                               for w in said)


def asks_what_must_be_shown(question_text: str) -> bool:
    return bool(_MUST_SHOW.search(question_text))


def _unsure(kind: str, value: str, answer: Answer) -> bool:
    """A value read off unsure OCR words; a count of the cited things is computed, not read."""
    if kind in COMPUTED and not value_in_citations(value, answer):
        return False
    return read_unsure(value, answer)


# Whether a thing is required, allowed or must be done is stated by a sentence (a modal, a
# verb of requiring or providing, a negation), never by a label that names the thing.
_OBLIGATION_ASKED = re.compile(r"\b(?:required|needed|necessary|permitted|allowed|must|shall|have\s+to|has\s+to|"
                               r"need\s+to|needs\s+to|can|may)\b", re.I)
_STATES = re.compile(r"\b(?:SHALL|MUST|WILL|IS|ARE|BE|BEEN|PROVIDED?|PROVIDES|REQUIRED?|REQUIRES|NOT|NO|YES|MAY|CAN|"
                     r"PERMITTED|ALLOWED|PROHIBITED|INSTALL(?:ED)?|USED?|PER)\b", re.I)


# `which bars have to be epoxy coated`, `what must be sealed`: a requirement asked of things. A
# statement of it answers (`SHALL BE USED FOR`, `ARE TO BE`, `REQUIRED AT`, `PROVIDE`, or the
# asked verb given as an order: `SUBMIT ...`); a note that only applies to such things does not
# (`FOR EPOXY-COATED BARS MULTIPLY TABLE VALUES BY 1.5`).
_REQUIRED_OF = re.compile(r"\b(?:(?:have|has|need|needs)\s+to|must|shall|required\s+to)\s+be\s+"
                          r"(?:[a-z]+\s+)?(?P<verb>[a-z]+(?:ed|en|wn|ng|lt|ut|id))\b", re.I)
_STATES_REQUIREMENT = re.compile(r"\b(?:SHALL|MUST|REQUIRE[DS]?|REQUIREMENTS?|(?:IS|ARE)\s+TO|TO\s+BE|PROVIDE[SD]?|USE)\b", re.I)


def states_the_requirement(question_text: str, answer_text: str) -> bool:
    """An answer to a requirement asked of things (a wh-question: a yes/no one is settled by
    its own check) states it, or gives the asked verb as an order. The generic reader holds a
    note to it; a plan's callouts (`2030 TEMPERED`) list the things that carry what is asked."""
    asked = _REQUIRED_OF.search(question_text)
    if (asked is None or is_yes_no(question_text) or asks_what_must_be_shown(question_text)
            or _STATES_REQUIREMENT.search(answer_text)):
        return True       # what must be shown is a checklist's to say (`_MUST_SHOW`)
    first = re.sub(r"^\W*(?:\d{1,2}[.)]\s*)?", "", answer_text).split()
    verb = asked.group("verb").lower()
    return bool(first) and (_root(first[0].lower()) == _root(verb) or verb.startswith(first[0].lower()))


# A figure bounded above or below: `deeper than 8 in`, `over 10'`, `up to 40 ft` asked; `8" OR
# LESS`, `GREATER THAN 8"`, `NOT EXCEEDING 40'` said. A statement for the other side of the
# figure asked is another case's (the tolerance for d of 8" or less, asked for deeper members).
_ABOVE_WORDS = "more|greater|larger|longer|taller|higher|wider|deeper|thicker|heavier|over|above|exceeding|beyond"
_BELOW_WORDS = "less|smaller|shorter|lower|narrower|shallower|thinner|lighter|under|below|fewer"
_FIG = r"(?P<n>\d+(?:\.\d+)?)"
_BOUND_BEFORE = re.compile(rf"\b(?P<dir>(?:{_ABOVE_WORDS}|{_BELOW_WORDS})(?:\s+than)?|up\s+to|at\s+(?:most|least)|"
                           rf"not\s+(?:more|greater)\s+than|not\s+exceeding)\s+{_FIG}", re.I)
_BOUND_AFTER = re.compile(rf"{_FIG}\s*(?:\"|''|in\.?|inch(?:es)?|'|ft\.?|feet|foot|mm|cm|m|%|lbs?|psi|psf)?\s*(?:,\s*)?"
                          rf"(?:or|and)\s+(?P<dir>{_ABOVE_WORDS}|{_BELOW_WORDS}|up|down)\b", re.I)


def _side(word: str) -> str:
    w = " ".join(word.lower().split())
    if w.startswith(("up to", "at most", "not more", "not greater", "not exceeding", "down")):
        return "below"
    if w.startswith(("at least", "up")):
        return "above"
    return "above" if re.match(rf"(?:{_ABOVE_WORDS})\b", w) else "below"


def _bounds(text: str) -> dict[float, set[str]]:
    out: dict[float, set[str]] = {}
    for rx in (_BOUND_BEFORE, _BOUND_AFTER):
        for m in rx.finditer(text):
            out.setdefault(float(m.group("n")), set()).add(_side(m.group("dir")))
    return out


def holds_the_bound(question_text: str, answer_text: str) -> bool:
    """False when the answer states, for a figure the question bounds (`deeper than 8 in`),
    only the other side of it (`8" OR LESS`): that statement is for the other case."""
    asked = _bounds(question_text)
    if not asked:
        return True
    said = _bounds(answer_text)
    return not any(n in said and not (said[n] & sides) for n, sides in asked.items())


# `OVERHEAD SIGNS ... ARE VISUAL ONLY, NOT TACTILE`, `NON-RATED`: a statement that denies its
# subject the very word the question's thing is named by speaks of other things.
_DENIED = re.compile(r"\b(?:NOT|NON)[\s-]*(?P<word>[A-Za-z]{4,})", re.I)
_NEGATION_ASKED = re.compile(r"\b(?:not|non|no|never|without)\b|n't\b", re.I)


def denies_the_thing(question_text: str, answer_text: str) -> bool:
    """The answer denies a word the question names its thing by, a word standing before the
    thing's noun (`NOT TACTILE` for `how high do the tactile signs go`); the property asked (`the
    fire rating of W2`: `NON-RATED`) may be so answered, and so may a yes/no question or one
    that asks a negation."""
    if is_yes_no(question_text) or _NEGATION_ASKED.search(question_text):
        return False
    words = re.findall(r"[a-z][a-z'-]*", question_text.lower())
    naming = {_root(w) for w, after in zip(words, words[1:])
              if len(w) >= 4 and w not in STOPWORDS and w not in ASKING_WORDS
              and after not in STOPWORDS and after not in ASKING_WORDS}
    return any(_root(m.group("word").lower()) in naming for m in _DENIED.finditer(answer_text))


# `cover over the sanitary sewer`, `clearance to combustibles`: a measure of one thing against
# another. Text giving the same measure against something else (`COVER OVER WATER PIPING`) is that
# thing's.
_RELATED = re.compile(r"\b(?P<measure>cover|clearance|separation|setback|distance|offset|projection|"
                      r"embedment|lap|overlap|slope|fall|height|depth)(?:\s+(?:is|are|shall\s+be|must\s+be)\s+"
                      r"(?:required|needed|provided|allowed|permitted))?\s+(?P<prep>over|under|above|below|to|from|"
                      r"around|beneath|behind|into|between)\s+(?:the\s+|a\s+|an\s+|any\s+|all\s+)?"
                      r"(?P<thing>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})", re.I)


def relates_to_another(question_text: str, answer_text: str) -> bool:
    """The answer gives the measure the question asks of one thing (`cover over the sanitary
    sewer`) against another, and never against the one asked (`COVER OVER WATER PIPING`)."""
    for q in _RELATED.finditer(question_text):
        asked = {_root(t) for t in tokenize(q.group("thing").lower()) if t not in STOPWORDS} - ASKING_WORDS
        if not asked:
            continue
        said = [m for m in _RELATED.finditer(answer_text)
                if _root(m.group("measure").lower()) == _root(q.group("measure").lower())
                and m.group("prep").lower() == q.group("prep").lower()]
        if said and not any(asked & {_root(t) for t in tokenize(m.group("thing").lower())} for m in said):
            return True
    return False


def only_echoes(question_text: str, answer_text: str) -> bool:
    """An answer made only of the question's own words (`COST ESTIMATOR` for `who is the cost
    estimator?`, a caption read back) tells nothing, to a yes/no question too (`FIRE PUMP` for
    `is a fire pump required?`); a choice of an either-or question and a yes/no answered by a
    statement are exempt (`CEILING HEIGHTS ARE MEASURED FROM FINISH FLOOR` uses only the
    question's words)."""
    if alternatives(question_text) or (is_yes_no(question_text) and _STATES.search(answer_text)):
        return False
    # a standard named with them (`NFPA 13 HAZARD CLASSIFICATION`) says what is followed, not the value
    text = _CODE_NAME.sub(" ", answer_text)
    words = {_root(t) for t in tokenize(text) if t not in STOPWORDS and any(ch.isalnum() for ch in t)}
    asked = {_root(t) for t in tokenize(question_text)}
    return bool(words) and words <= asked


# `how high is the ridge`: the measure of one thing, named right after the measure asked.
_MEASURED = re.compile(r"\bhow\s+(?:high|tall|wide|long|deep|thick|far|big|large|heavy)\s+(?:is|are|was|were|must|should|will)\s+"
                       r"(?:(?:the|a|an|each|every|this|its|their)\s+)?(?P<subject>[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,3})", re.I)
# Words that end the thing measured (`the ridge above the first floor`) or say nothing of it.
_SUBJECT_END = frozenset("above below over under at on in of for from to with by between behind be "
                         "have has shown drawn required allowed".split())
_NOT_SUBJECT = frozenset({"it", "they", "there", "one", "ones", "that", "those", "these", "typical", "typ",
                          "new", "existing", "proposed", "total", "overall", "minimum", "maximum",
                          # the building the set is drawn for: its sheets measure it without naming it
                          "house", "home", "building", "residence", "dwelling", "structure", "project"})


# `What is the rim elevation of the existing manhole?`: a level is a thing's level; a benchmark's
# elevation is no manhole's.
_LEVEL_OF = re.compile(r"\b(?:elevation|elev|invert|level)s?\s+(?:of|at)\s+(?:(?:the|a|an|each|this|its)\s+)?"
                       r"(?P<subject>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})", re.I)


def measures_its_subject(question_text: str, answer: Answer) -> bool:
    """`How high is the ridge?` is answered by a statement about the ridge: a building height
    or a plate height, however well its other words match, measures something else. Any word
    of the thing named (`typical ground floor slab`) will do."""
    words = _measured_words(without_possessives(question_text), level_too=True)
    if not words:
        return True
    said = {_root(t) for t in tokenize(without_possessives(f"{cited_text(answer)} {answer.answer}").lower())}
    return any(w in said for w in words)


def _measured_words(question_text: str, level_too: bool = False) -> list[str]:
    """The roots of the words naming the thing a `how high/deep/... is X` question measures (or,
    `level_too`, whose level it asks), up to a word that ends it; [] when it names none."""
    m = _MEASURED.search(question_text) or (_LEVEL_OF.search(question_text) if level_too else None)
    if m is None:
        return []
    words = []
    for w in m.group("subject").lower().split():
        if w in _SUBJECT_END:
            break
        if w not in _NOT_SUBJECT:
            words.append(_root(w))
    return words


SUBJECT_REACH = 60    # characters between a measure and the thing it measures, in one statement


# `how far off the side wall does the toilet centerline need to be`: a distance from a thing named.
_FROM_ASKED = re.compile(r"\bhow\s+far\s+(?:off|from|away\s+from)\s+(?:the\s+|a\s+|an\s+)?(?P<ref>[a-z]+(?:\s+[a-z]+)?)"
                         r"\s+(?:does|do|did|must|should|is|are|can|will|has|have)\b", re.I)
FROM_REACH = 40      # characters between a figure and the thing it is measured from


def measured_from_reference(question_text: str, text: str) -> bool:
    """A distance asked from a thing named (`off the side wall`) is a figure followed, within a
    few words, by that thing (`16"-18" FROM SIDE WALL`); figures measured from another thing
    (`12" MAX. FROM REAR WALL`) do not answer it."""
    m = _FROM_ASKED.search(question_text)
    if m is None:
        return True
    ref = [w for w in m.group("ref").lower().split() if w not in STOPWORDS]
    if not ref:
        return True
    said = r"\W+".join(re.escape(w.upper()) + r"\w*" for w in ref)
    return any(re.search(said, text[v.end():v.end() + FROM_REACH], re.I) for v in value_matches("dimension", text))


def measure_beside_subject(question_text: str, text: str) -> bool:
    """`How deep are the steel roof joists?` is answered by a size set beside the joists (`18"
    DEEP JOISTS`, `JOISTS 16" DEEP`), not by the cover board's `1/2"` earlier in the same roof
    assembly: a statement listing several things measures each where it names it."""
    words = _measured_words(question_text)
    if not words:
        return True
    head = words[-1]
    low = text.lower()
    spots = [t.start() for t in re.finditer(r"[a-z]+", low) if _root(t.group(0)) == head]
    if not spots:
        return True       # the thing is not named here: another check settles whether it is meant
    values = [v.start() for v in value_matches("dimension", text)]
    return any(abs(v - s) <= SUBJECT_REACH for v in values for s in spots)


# Words that never say which thing of a kind is meant: they grade it (`minimum`, `current`),
# deny it (`NON-RATED` is a fire rating's value), act on it (`provide`, `install`), place it by
# preposition or name the building the set is drawn for.
_NOT_MODIFIERS = _NOT_SUBJECT | STOPWORDS | ASKING_WORDS | frozenset(
    "design nominal required allowable typ min max current latest last first final original non not "
    "install installed furnish maintain locate verify extend see refer remove replace relocate add each every other "
    "along inside within outside above below under over near between through behind beside across around into "
    "onto after before during about against beyond".split())
# `what kind of branch taps`: the modifier is what is asked, so the answer's own is no other thing.
_KIND_ASKED = re.compile(r"\b(?:kind|type|sort)s?\s+of\b", re.I)
# What a thing is made of, or how, says nothing of which one it is: `WOOD TRUSSES` under `ROOF
# NOTES` are the roof trusses asked. Only a material asked (`steel beams`) is gainsaid by another.
_MADE_OF = frozenset("wood wooden timber lumber steel concrete masonry metal aluminum aluminium copper iron vinyl "
                     "glass gypsum plastic pvc cpvc hdpe brick stone fiberglass composite prefabricated "
                     "precast engineered laminated glulam".split())
SAME_WORD_STEM = 4     # letters a word shares with its compound (`DUCTWORK` is duct work)


def _modifier_word(word: str) -> bool:
    return word.isalpha() and len(word) > 2 and word not in _NOT_MODIFIERS


def _same_word(x: str, y: str) -> bool:
    """One word, inflected or compounded (`sizes`/`SIZE`, `duct`/`DUCTWORK`)."""
    x, y = _root(x), _root(y)
    short, long_ = sorted((x, y), key=len)
    return x == y or (len(short) >= SAME_WORD_STEM and long_.startswith(short))


def _asked_things(question_text: str, compounds: bool = False) -> list[tuple[str, str]]:
    """(modifier, noun) of each thing the question names with an article (`the foundation
    access`, `the crawl space access`): the noun ends its phrase (a verb, a preposition or the
    end follows) and is no participle (`the engineer assumed`). `compounds`: also the kind named
    before a compound noun (`interior` of `the interior door faces`)."""
    words = re.findall(r"[a-z0-9]+", question_text.lower())
    out = []
    for i in range(1, len(words) - 1):
        a, b = words[i], words[i + 1]
        after = words[i + 2] if i + 2 < len(words) else ""
        opens = words[i - 1] == "the" or (i > 1 and words[i - 2] == "the" and _modifier_word(words[i - 1]))
        ends = not after or after in STOPWORDS or after in ASKING_WORDS
        # `the interior door faces`: a kind named before a compound noun (`door faces`) names it too
        after2 = words[i + 3] if i + 3 < len(words) else ""
        compound = (compounds and words[i - 1] == "the" and _modifier_word(after) and not after.endswith("ed")
                    and (not after2 or after2 in STOPWORDS or after2 in ASKING_WORDS))
        if (opens and _modifier_word(a) and _modifier_word(b) and not (b.endswith("ed") and len(b) > 4)
                and (ends or compound)):
            out.append((a, b))
    return out


def names_other_modifier(question_text: str, text: str) -> bool:
    """The text names the question's thing with another modifier in place of the asked one:
    `foundation access` asked, `PROVIDE ATTIC ACCESS 22" X 30"` read. The asked modifier must
    then stand in the text itself; a heading over it (`FOUNDATION PLAN NOTES`) may give a note
    its context, not overrule the modifier the note gives its own noun. A modifier offered as a
    choice (`inside or outside dimensions`) or asked for (`what kind of branch taps`) is the
    answer's to give."""
    if _KIND_ASKED.search(question_text):
        return False
    asked = re.findall(r"[a-z0-9]+", question_text.lower())
    said = re.findall(r"[a-z0-9]+", (text or "").lower())
    # words of one phrase: a modifier and its noun are not parted by punctuation (`UNIT (sheet`)
    pairs = [(x, y) for run in re.findall(r"[a-z0-9]+(?:[ \t-]+[a-z0-9]+)*", (text or "").lower())
             for ws in [re.findall(r"[a-z0-9]+", run)] for x, y in zip(ws, ws[1:])]
    plain = _asked_things(question_text)
    things = _asked_things(question_text, compounds=True)
    for a, b in things:
        if any(_same_word(a, w) for w in said) or f" or {a} {b} " in f" {' '.join(asked)} ":
            continue
        # a question's word that modifies another of its things (`fire` of `the fire rating of
        # the hoistway walls`) is no modifier of this one (`FIRE WALLS`)
        bound = {x for x, y in plain if not _same_word(y, b)}
        if any(_same_word(y, b) and _modifier_word(x)
               and (x in bound or not any(_same_word(x, w) for w in asked))
               and (x not in _MADE_OF or a in _MADE_OF) for x, y in pairs):
            return True
    return False


# `SLC WIRING: ... NAC WIRING: ...`: statements each opened by the caption of the thing it is about.
_CAPTIONED_STATEMENT = re.compile(r"(?:^|(?<=\.)\s+)([A-Z][A-Z0-9 /&-]{1,30}):\s")


STATEMENT_WORDS = 4   # words of a captioned statement's body, at least


def said_under_another_caption(question_text: str, text: str) -> bool:
    """Of statements each opened by a caption (`SLC WIRING: ... NAC WIRING: ...`), the one that
    says what the question asks (`voltage drop`) is captioned by another thing than the one the
    question names (`SLC`): the value is that other thing's."""
    starts = list(_CAPTIONED_STATEMENT.finditer(text))
    if len(starts) < 2:
        return False
    segs = [(m.group(1), text[m.end():n.start() if n else len(text)])
            for m, n in zip(starts, starts[1:] + [None])]
    if any(len(body.split()) < STATEMENT_WORDS or ";" in body for _, body in segs):
        return False       # a schedule row's `KEY: AR; SIZE: 2.5" CAL.` pairs, not statements
    asked = {_root(t) for t in tokenize(question_text) if t not in STOPWORDS and t not in ASKING_WORDS and len(t) > 2}
    captions = [{_root(t) for t in tokenize(c)} for c, _ in segs]
    named = [i for i, cw in enumerate(captions) if cw & asked]
    if not named:
        return False
    rest = asked - set().union(*captions)
    overlap = [len({_root(t) for t in tokenize(body)} & rest) for _, body in segs]
    best = max(range(len(segs)), key=lambda i: overlap[i])
    return overlap[best] > 0 and best not in named and overlap[best] > max(overlap[i] for i in named)


# `what transition strip goes between the LVT and the carpet`: a thing asked by what it goes between.
_WHAT_GOES = re.compile(r"^\s*(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:[a-z-]+\s+){0,2}?(?P<head>[a-z-]{3,})\s+"
                        r"(?:goes|go|gets\s+installed|get\s+installed|sits|sit|fits|fit)\s+between\b", re.I)


def says_what_goes(question_text: str, text: str) -> bool:
    """What goes somewhere is answered by text naming the thing (`TR-1 ... REDUCER` under a
    transition schedule), not by the row of a finish it goes beside (`LVT-1 ... LUXURY VINYL TILE`)."""
    m = _WHAT_GOES.search(question_text)
    if m is None:
        return True
    head = _root(m.group("head").lower())
    return any(_root(w) == head for w in re.findall(r"[a-z]+", text.lower()))


# A thing named by its letters, as the question's last word or before a preposition (`for the
# CMU`), not as a modifier (`the VA project number`, `the HVAC work`); roles and units so named
# are said otherwise.
_LETTERED = re.compile(r"(?<![\w./-])[A-Z]{2,5}(?=\s*[?.]?\s*$|\s+(?:in|on|at|of|for|to|with|from)\b)")
_LETTERED_ROLES = frozenset("MEP GC PE EOR AOR OK US USA FT SF PSI PSF".split())


def lettered_things(question_text: str) -> list[str]:
    """The things a question names by their letters (`CMU` of `for the CMU`)."""
    return [a for a in _LETTERED.findall(question_text) if a not in _LETTERED_ROLES]


def says_things_lettered(question_text: str, text: str) -> bool:
    """`What compressive strength is required for the CMU?` is answered by text naming the CMU
    (its letters, dotted or not, or the words they stand for: `LIGHTING POWER DENSITY` for LPD):
    the concrete's `COMPRESSIVE STRENGTH: 3000 PSI` is not it."""
    said = {w.replace(".", "").upper() for w in re.findall(r"[A-Za-z][A-Za-z.]*", text)}
    return all(a in said or re.search(r"\b" + r"\w*\W+".join(a) + r"\w*", text, re.I) is not None
               for a in lettered_things(question_text))


# `(not the accessible part)`, `, not the wall cabinets`: what the question sets aside.
_SET_ASIDE = re.compile(r"[(,;-]\s*(?:but\s+)?not\s+(?:the\s+|an?\s+|any\s+)?(?P<x>[a-z-]{3,})", re.I)


def says_what_is_set_aside(question_text: str, text: str) -> bool:
    """The answer speaks of the thing the question sets aside: `how high is the raised top
    (not the accessible part)` is not answered by the accessible counter's figure."""
    said = re.findall(r"[a-z]+", text.lower())
    return any(_same_word(m.group("x").lower(), w) for m in _SET_ASIDE.finditer(question_text) for w in said)


# A thing a question names by its mark (`HP-2`, `RTU-1`, `T1`); an R-value (`R-30`) is a value.
_MARK = re.compile(r"(?<![\w-])(?!R-?\d)(?P<p>[A-Z]{1,4})-?(?P<n>\d{1,3})(?P<s>[A-Z]?)(?![\w-])")
_MARK_RANGE = re.compile(r"(?<![\w-])(?P<p>[A-Z]{1,4})-?(?P<a>\d{1,3})\s*(?:THRU|THROUGH|TO|-|\u2013)\s*(?:(?P=p)-?)?(?P<b>\d{1,3})(?![\w-])")


def says_marks_named(question_text: str, answer: Answer) -> bool:
    """`What SEER2 rating does heat pump HP-2 have?` is answered by text that says HP-2 (or a
    range of marks holding it, `RTU-1 THRU RTU-3`), or cites sheet HP-2: HP-1's row is another
    unit's."""
    said = f"{answer.answer} {cited_text(answer)}".upper()
    sheets = {c.sheet_id.upper().replace("-", "") for c in answer.citations}
    for m in _MARK.finditer(question_text):
        p, n, suffix = m.group("p"), int(m.group("n")), m.group("s")
        if re.search(r"\b(?:sheets?|drawings?|dwg|pages?)\s*(?:no\.?\s*)?$", question_text[:m.start()], re.I):
            continue      # `sheet S20` scopes the question; the cited sheet answers for it
        if len(p) == 1 and re.search(rf"(?<![\w.-]){n}{suffix}(?![\w])", said):
            continue      # `door D-105` printed `105`: a one-letter kind is often left off
        if "-" not in m.group(0) and len(p) >= 3 and len(m.group("n")) == 1:
            continue      # a measure's name (SEER2, HSPF2, CO2), not a mark
        if f"{p}{n}{suffix}".replace("-", "") in sheets or m.group(0).replace("-", "") in sheets:
            continue
        if re.search(rf"(?<![\w-]){p}-?0*{n}{suffix}(?![\w])", said):
            continue
        if not suffix and any(r.group("p") == p and int(r.group("a")) <= n <= int(r.group("b"))
                              for r in _MARK_RANGE.finditer(said)):
            continue
        return False
    return True


# The place a question ends on (`... in the boardroom?`, `... at the reception desk`): a room or
# a part of the building, said by the text that answers. Words naming the set itself, or any
# room alike, say no place.
_ENDS_AT_PLACE = re.compile(r"\b(?:in|at|inside|over|above|serving|within)\s+the\s+(?P<place>[a-z-]+(?:\s+[a-z-]+){0,2}?)"
                            r"(?:\s+(?:have|has|need|needs|get|gets|use|uses|require|requires|take|takes))?\s*\??\s*$", re.I)
# Places a building is let or lived in by (`the retail units`, `the apartments`), besides its rooms.
_PLACE_NOUNS = ROOM_WORDS | frozenset("unit units store stores tenancy tenancies apartment apartments dwelling "
                                      "dwellings flat flats ward wards".split())
_REACHES_PLACE = re.compile(r"\b(?:up|down)\s+(?:in)?to\s+the\s+(?P<place>[a-z-]+)\s*\??\s*$", re.I)
_NO_PLACE = frozenset("room rooms area areas space spaces building project site same world job work field".split())
# A part of the set a question points into (`in the title block`, `in the floor plan legend`):
# where the answer is printed, not a place in the building.
_SET_PARTS = frozenset("drawings drawing set sheet sheets plan plans notes note schedule schedules legend legends table "
                       "tables specs specifications code codes contract documents document block abbreviations index "
                       "key keynotes detail details section sections elevation elevations diagram diagrams list "
                       "summary analysis calculations report cover".split())


# Things a schedule lists one row each, by the words that name them. A door is no partition:
# the PARTITION SCHEDULE's row for the exit stair walls says nothing of the stair's doors.
SCHEDULED_THINGS = {"door": ("door", "doors"), "window": ("window", "windows"),
                    "partition": ("partition", "partitions", "wall", "walls")}
_SCHEDULE_TITLE = re.compile(r"\b([A-Z][A-Z/&-]*(?:\s+[A-Z][A-Z/&-]*){0,2})\s+SCHEDULE\b")


def listed_for_another_thing(question_text: str, answer: Answer) -> bool:
    """The answer is read from schedule rows whose schedule lists another kind of thing than one
    the question asks about, and neither the rows nor the answer name the thing asked."""
    if not _from_schedule_rows(answer):
        return False
    said = set(re.findall(r"[a-z]+", f"{answer.answer} {cited_text(answer)}".lower()))
    titled = {m.group(1).lower() for c in answer.citations for m in _SCHEDULE_TITLE.finditer(c.text or "")}
    title_words = set(" ".join(titled).replace("/", " ").split())
    asked = set(re.findall(r"[a-z]+", question_text.lower()))
    for thing, words in SCHEDULED_THINGS.items():
        if asked & set(words) and not said & set(words):
            if any(title_words & set(w) for t, w in SCHEDULED_THINGS.items() if t != thing):
                return True
    return False


# A condition the question ends on (`..., when the posts are spruce-pine-fir?`): the value asked
# holds under it, so the answer must say it (a schedule's loads are for the framing it lists).
_TRAILING_CONDITION = re.compile(r"\b(?:when|if|where)\s+(?P<cond>(?:the|a|an|its|their)\s+[^?,]{3,60}?)\s*\??\s*$", re.I)
_STATE = re.compile(r"\b(?:is|are|was|were|be)\s+(?P<state>[^?]+)$", re.I)


def states_the_condition(question_text: str, said: str) -> bool:
    """What the condition says its thing is (`spruce-pine-fir`) is said by the answer. A time
    (`when the shop drawings are submitted`) or a range of figures (`is between 5 and 10 feet`)
    is said in other words (`SUBMITTAL`, `5 FT < X < 10 FT`) and is not checked."""
    m = _TRAILING_CONDITION.search(question_text)
    state = _STATE.search(m.group("cond")) if m else None
    if state is None or re.search(r"\d", state.group("state")):
        return True
    words = [t for t in tokenize(state.group("state")) if t not in STOPWORDS and t not in ASKING_WORDS and len(t) > 2]
    if len(words) == 1 and words[0].endswith("ed"):
        return True
    return all(says_word(w, said) for w in words)


def _from_schedule_rows(answer: Answer) -> bool:
    """An answer read from schedule rows: a scheduled thing (`the ice and water dispenser in the
    break room`) is named by its mark or description, where it stands is the plan's to say."""
    return bool(answer.citations) and all(c.section == "schedule" for c in answer.citations)


def says_the_place(question_text: str, text: str) -> bool:
    """`What's the ceiling height in the boardroom?` is answered by text naming the boardroom:
    a keyed note's `BOTTOM OF SLATS AT 9'-4"` is some other ceiling's."""
    reach = _REACHES_PLACE.search(question_text)
    if reach is not None and not says_word(reach.group("place"), text):
        return False      # `continue up to the roof`: a note on continuing that names no roof is another's
    m = _ENDS_AT_PLACE.search(question_text)
    if m is None:
        return True
    place = m.group("place").lower().split()
    if place[-1] in _SET_PARTS or not (place[-1] in _PLACE_NOUNS or place[-1].endswith("room")):
        return True
    words = [w for w in place if w not in _NO_PLACE and w not in STOPWORDS]
    said = re.findall(r"[a-z]+", text.lower())
    return not words or any(_same_word(w, s) for w in words for s in said)


# A thing a question names by its number (`office 302`, `level 2`, `finish 630`, `note 10`): a
# word, then the number, no unit after it. Designations read as a class (`type 5`, `zone 5`) are
# named in other forms (TYPE V-B, 5B); a standard's number is the standard's (`NFPA 13`).
_NUMBERED = re.compile(r"\b(?P<noun>[A-Za-z]{3,})\s+(?:no\.?\s*|number\s+|#\s*)?(?P<n>\d{1,4})(?![\d.,/'\"%-])(?:\s+(?P<after>[a-z-]+))?", re.I)
_NOT_NUMBERING = STOPWORDS | ASKING_WORDS | frozenset(
    "than over under least about approximately approx roughly nearly almost every each per within past after before "
    "type types class zone group grade category division title ada phase sheet sheets page pages drawing".split())


def numbered_things(question_text: str) -> list[tuple[str, str]]:
    """(noun, number) of each thing the question names by its number."""
    out = []
    for m in _NUMBERED.finditer(question_text):
        noun = m.group("noun")
        if noun.isupper() or noun.lower() in _NOT_NUMBERING or (m.group("after") or "").lower() in _MEASURE_UNITS:
            continue
        out.append((noun.lower(), m.group("n")))
    return out


def says_things_numbered(question_text: str, text: str) -> bool:
    """`How high is the ceiling in office 302?` is answered by text that says 302 (or 0302):
    a keyed note about bulkheads elsewhere is not it."""
    said = {int(n) for n in re.findall(r"(?<![\d.])(\d{1,4})(?![\d])", text)}
    return all(int(n) in said and not _numbers_another(noun, n, text) for noun, n in numbered_things(question_text))


# `a type 7 shear wall`: a type a schedule or a note names by its figure (`TYPE: 7`, `TYPES 5 AND
# 7`) or in Roman figures (`TYPE VII`); a type of construction is named in other ways (`V-B`).
_TYPE_NUMBERED = re.compile(r"\btype\s+(\d{1,2})\b(?!\s*(?:construction|-?\s*[a-c]\b))", re.I)
_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


# `the Type F signs`: a type named by its capital letter (a construction type, `Type V-B`,
# `Type I`, is named otherwise; `window type W5` names a tag, said wherever its row is).
_TYPE_LETTERED = re.compile(r"\b[Tt][Yy][Pp][Ee]\s+(?P<letter>(?![IV]\b)[A-Z]{1,2})\b(?!\s*-|\s+construction)")


def says_the_type(question_text: str, text: str) -> bool:
    """Text answering for a type the question names by its figure or its letter says that type."""
    lettered = _TYPE_LETTERED.search(question_text)
    if lettered is not None:
        letter = re.escape(lettered.group("letter"))
        return re.search(rf"\bTYPES?\b\s*:?\s*(?:[\w,]+\s+){{0,4}}?{letter}\b", text, re.I) is not None
    m = _TYPE_NUMBERED.search(question_text)
    if m is None:
        return True
    n = int(m.group(1))
    said = rf"(?<![\d.]){n}(?![\d.])" + (rf"|\b{_ROMAN[n]}\b" if 0 < n < len(_ROMAN) else "")
    return re.search(rf"\bTYPES?\b\s*:?\s*(?:[\w,]+\s+){{0,4}}?(?:{said})", text, re.I) is not None


def _numbers_another(noun: str, n: str, text: str) -> bool:
    """The text numbers the thing only otherwise: `STAIR 2` and never `STAIR 1`, for stair 1."""
    given = [int(m.group(1)) for m in re.finditer(rf"\b{re.escape(noun)}s?\s*(?:#|NO\.?)?\s*(\d{{1,4}})(?![\d.])",
                                                   text, re.I)]
    return bool(given) and int(n) not in given


# `a duct that's 36 inches on its long side`: a figure the question gives, and the ranges a text
# states its values for (`24 GAUGE 15 TO 26 INCH`).
_GIVEN_INCHES = re.compile(r"(?<![\d./-])(\d{1,3})\s*(?:-\s*)?(?:inch(?:es)?|in\.|\")(?![\w])", re.I)
_INCH_RANGE = re.compile(r"(?<![\d./-])(\d{1,3})\s*(?:TO|THRU|THROUGH|-)\s*(\d{1,3})\s*(?:INCH(?:ES)?|IN\.?|\")(?![\w])", re.I)


def ranges_hold_the_figure(question_text: str, text: str) -> bool:
    """A question giving a size (`36 inches`) is answered by a text whose inch ranges, where it
    states any, include it: `24 GAUGE 15 TO 26 INCH` is the gauge of smaller ducts."""
    given = [int(m.group(1)) for m in _GIVEN_INCHES.finditer(question_text)]
    ranges = [(int(m.group(1)), int(m.group(2))) for m in _INCH_RANGE.finditer(text)]
    if not given or not ranges:
        return True
    return any(lo <= g <= hi for g in given for lo, hi in ranges)


# A caption a text breaks off at (`... PART 2 - PRODUCTS 2.1 BASIS OF DESIGN`): its value is not read.
_ENDS_AT_CAPTION = re.compile(r"\bBASIS\s+OF\s+DESIGN\s*[:.-]?\s*$")


def ends_at_its_caption(text: str) -> bool:
    """The text ends with an article's caption, what it introduces cut off."""
    return _ENDS_AT_CAPTION.search(text.strip()) is not None


# A specification section by its MasterFormat number (`05 31 00`, `09 29 00`).
_SPEC_SECTION = re.compile(r"(?<![\d.-])\d{2}\s\d{2}\s\d{2}(?:\.\d{2})?(?![\d.-])")


def says_sections_named(question_text: str, text: str) -> bool:
    """A question naming a specification section by number is answered from text that prints it."""
    return all(n in " ".join(text.split()) for n in _SPEC_SECTION.findall(question_text))


# A design load named by its kind (`roof snow load`, `partition load`): the word before LOAD.
_LOAD_ASKED = re.compile(r"\b([a-z]+)\s+loads?\b", re.I)
_LOAD_AFTER = re.compile(r"^\s*(?:[A-Z]+\s+){0,2}?([A-Z]+)\s+LOADS?\b", re.I)
_LOAD_BEFORE = re.compile(r"\b([A-Z]+)\s+LOADS?\s*(?:\([^)]{0,20}\)\s*)?[:=\-]?\s*$", re.I)


def gives_another_load(question_text: str, text: str) -> bool:
    """`What roof snow load?` is not answered by `20 PSF ROOF LIVE LOAD AND SNOW DRIFT`: every
    load figure in the text is labelled as a load of another kind (the word before LOAD, set
    right after the figure or right before it)."""
    asked = [m.group(1).lower() for m in _LOAD_ASKED.finditer(question_text)
             if _modifier_word(m.group(1).lower()) and m.group(1).lower() not in ("design", "what", "which")]
    if not asked:
        return False
    labels = []
    for m in value_matches("pressure", text):
        after, before = _LOAD_AFTER.match(text[m.end():]), _LOAD_BEFORE.search(text[:m.start()])
        label = after or before
        if label is None:
            return False        # a figure no kind labels may be the one asked
        labels.append(label.group(1).lower())
    return bool(labels) and not any(_same_word(a, w) for a in asked for w in labels)


# A preposition that makes what follows it the end a thing reaches (`GYP BD FLOOR TO ROOF
# SHEATHING`), not the thing the text specifies.
_REACH = frozenset("to into onto until till through thru".split())
# Words that say where on a set the thing is drawn, not what it is.
_VIEW_WORDS = frozenset("cross section sections plan plans detail details elevation elevations sheet sheets "
                        "drawing drawings view views schedule legend note notes show shown shows".split())


def only_reaches(question_text: str, text: str) -> bool:
    """Every mention of the question's thing in the text comes after TO / INTO / THROUGH (with
    only the thing's own words between): `5/8" GYP BD ... FLOOR TO ROOF, UP TO ROOF SHEATHING`
    says how far something else runs, not what the roof sheathing is."""
    asked = re.findall(r"[a-z0-9]+", question_text.lower())
    thing = {_root(w) for w in asked if w not in ASKING_WORDS and w not in STOPWORDS and w not in _VIEW_WORDS
             and w not in _REACH and not w.isdigit()}
    if not thing or any(w in _REACH for w in asked):
        return False
    # a column's caption (`SERVES (TO) SH1`) reaches nowhere
    said = re.findall(r"[a-z0-9]+", re.sub(r"\((?:TO|INTO|THRU)\)", " ", text or "", flags=re.I).lower())
    seen = False
    for i, w in enumerate(said):
        if _root(w) not in thing:
            continue
        seen = True
        j = i - 1
        while j >= 0 and _root(said[j]) in thing:
            j -= 1
        if j < 0 or said[j] not in _REACH:
            return False
    return seen


# A colour as sets give one: a colour's name, a paint maker's code (`SW 7005`, `HC-45`), a finish
# tag (`P-5`), or the thing it is matched to or chosen by.
_COLOUR_ASKED = re.compile(r"\bcolou?rs?\b(?!\s+(?:temperature|rendering|coded|coding))", re.I)
_COLOUR_VALUE = re.compile(r"\b(?:WHITE|BLACK|GR[AE]Y|BEIGE|IVORY|TAN|BROWN|BRONZE|RED|BLUE|GREEN|YELLOW|ORANGE|"
                           r"CHARCOAL|SILVER|ALMOND|BONE|CREAM|TAUPE|KHAKI|NAVY|MAROON|BURGUNDY|TEAL|GOLD|COPPER|"
                           r"PEWTER|MATCH(?:ES|ING)?|SELECTED|BY\s+(?:OWNER|ARCHITECT|DESIGNER|TENANT))\b"
                           r"|\b[A-Z]{1,4}[- ]?\d{1,5}[A-Z]?\b", re.I)
_COLOUR_LABEL = re.compile(r"\bCOLOU?RS?\s*[:=]\s*\S", re.I)    # a schedule's colour cell
MIN_LIST_ITEMS = 3      # `WALLS EGGSHELL, CEILINGS FLAT, TRIM SEMI-GLOSS`: a list of short items
MAX_ITEM_WORDS = 4
_COLOUR_WORDS = frozenset("color colour colors colours paint painted painting finish finished".split())


def gives_no_colour(question_text: str, text: str) -> bool:
    """A colour asked of a thing is the colour in that thing's own item of a list: `PAINT:
    WALLS EGGSHELL, CEILINGS FLAT, TRIM SEMI-GLOSS; COLORS BY OWNER` gives the trim a sheen,
    not a colour (`TRIM - SW 7005 PURE WHITE` gives one)."""
    if not _COLOUR_ASKED.search(question_text) or _COLOUR_LABEL.search(text or ""):
        return False
    items = [cl.split(":")[-1].strip() for cl in re.split(r"[;,]", text or "")]
    if len(items) < MIN_LIST_ITEMS:
        return False
    asked = {_root(w) for w in re.findall(r"[a-z0-9]+", question_text.lower())
             if w not in ASKING_WORDS and w not in STOPWORDS and w not in _COLOUR_WORDS}
    mine = [it for it in items if asked & {_root(w) for w in re.findall(r"[a-z0-9]+", it.lower())}]
    return (bool(mine) and all(len(it.split()) <= MAX_ITEM_WORDS for it in mine)
            and not any(_COLOUR_VALUE.search(it) for it in mine))


# `PRIMARY STRUCTURAL FRAME : BEARING WALLS (EXT) :`: captions one after another, their values
# (in a column of their own) left behind: nothing is stated.
_CAPTIONS_ONLY = re.compile(r"^[^\d:]+:(?:[^\d:]+:)+\s*$")
# A table's header read as one of its rows: a column no heading was read for (`COL1`) holding
# the heading of a mark column (`COL1: MARK; CLEAR OPENING: WIDTH; ...`).
_HEADER_AS_ROW = re.compile(r"\bCOL\d+:\s*(?:MARK|TAG|TYPE|SYMBOL|ITEM|NO\.?|NUMBER)\s*(?:;|$)", re.I)
# A schedule row read out: `CODE: RB-1; MATERIAL/PRODUCT: RESILIENT BASE; MANUFACTURER: ...`.
_ROW_CELL = re.compile(r"^\s*(?P<head>[^:;]{1,40}):\s*(?P<value>[^;]*)$")
MIN_ROW_CELLS = 3


def parts_the_thing(question_text: str, text: str) -> bool:
    """A row read out says a thing the question names (`the rubber flooring`) only when one of
    its cells says it: its words found in different cells (`RUBBER WALL BASE`, `VPI FLOORING`)
    are other things. A word that heads a column (`the paint color`: COLOR) asks that column."""
    cells = [m for m in (_ROW_CELL.match(seg) for seg in re.split(r";\s*", text or "")) if m]
    if len(cells) < MIN_ROW_CELLS:
        return False
    heads = [re.findall(r"[a-z0-9]+", c.group("head").lower()) for c in cells]
    values = [re.findall(r"[a-z0-9]+", c.group("value").lower()) for c in cells]
    for a, b in _asked_things(question_text):
        if any(_same_word(w, x) for ws in heads for w in ws for x in (a, b)):
            continue
        with_a = {i for i, ws in enumerate(values) if any(_same_word(a, w) for w in ws)}
        with_b = {i for i, ws in enumerate(values) if any(_same_word(b, w) for w in ws)}
        if with_a and with_b and not with_a & with_b:
            return True
    return False


def lacks_asked_modifier(question_text: str, text: str, kinds_only: bool = False) -> bool:
    """The text says the noun of a thing the question names (`the roof drains`) but not its
    modifier (`roof`), anywhere: it speaks of some other drain (`DRAIN RP RELIEF TO FD-1`). A
    modifier asked for or offered as a choice is the answer's to give. `kinds_only`: only a
    modifier that names a kind counts (not one that grades, compares or dates the thing, nor a
    material), and the thing a question opens on counts too (`what paint system`)."""
    if _KIND_ASKED.search(question_text):
        return False
    said = re.findall(r"[a-z0-9]+", (text or "").lower())
    asked = " ".join(re.findall(r"[a-z0-9]+", question_text.lower()))
    things = _asked_things(question_text) + (_asked_by_wh(question_text) if kinds_only else [])
    return any(any(_same_word(b, w) for w in said) and not any(_same_word(a, w) for w in said)
               and f"or {a} {b}" not in asked
               and not (kinds_only and (a in _UNSAID_MODIFIERS or a.endswith("est")))
               for a, b in things)


# Modifiers that grade, compare or date a thing (`the most recent revision`, `the smallest bedroom`,
# `the main panel`) or say what it is made of (`the concrete podium`): a text may leave them
# unsaid and still name the thing.
_UNSAID_MODIFIERS = _MADE_OF | frozenset(
    "recent latest last first current main new existing typical overall whole entire total final original "
    "proposed required actual maximum minimum larger smaller bigger wider longer shorter higher lower "
    "upper other".split())


_WH_THING = re.compile(r"^\s*(?:what|which)\s+(?P<a>[a-z]+)\s+(?P<b>[a-z]+)\s+(?:is|are|was|were|do|does|should|must)\b", re.I)


def _asked_by_wh(question_text: str) -> list[tuple[str, str]]:
    """(modifier, noun) of the thing a question opens on (`what paint system is specified`)."""
    m = _WH_THING.match(question_text)
    if m is None:
        return []
    a, b = m.group("a").lower(), m.group("b").lower()
    return [(a, b)] if _modifier_word(a) and _modifier_word(b) and not b.endswith("ed") else []


# An opening one passes through (an access, a hatch, a scuttle) is sized by its two sides, as a
# drawing calls it out (`18" x 24" MIN`): one figure alone is part of its size.
_OPENING_SIZE_Q = re.compile(r"\b(?:how\s+(?:big|large)|what\s+size)\s+(?:is|are|must|should|shall)\s+"
                             r"(?:the\s+|an?\s+|each\s+)?(?:[a-z-]+\s+){0,2}(?:access|hatch|scuttle|manhole)"
                             r"(?:es|s)?\b(?!\s+(?:travel|road|corridor|route|aisle))", re.I)
_TWO_SIDES = re.compile(r"\d\s*(?:'|\"|\u2019|\u201d|\u2032|\u2033)?(?:\s*-?\s*\d+\s*(?:\"|\u201d|\u2033))?\s*[xX\u00d7]\s*\d")


def sizes_the_opening(question_text: str, answer: Answer) -> bool:
    """`How big must the attic access be?` is answered by the opening's two sides."""
    return _OPENING_SIZE_Q.search(question_text) is None or _TWO_SIDES.search(answer.answer) is not None


# `which manufacturer makes ...`, `who is the contractor`: a name asked by the role it plays.
_ROLE_ASKED = re.compile(r"\b(?:which|what|who(?:'s|\s+is|\s+are|\s+was)?(?:\s+the)?)\s+(?P<role>manufacturer|"
                         r"contractor|subcontractor|installer|supplier|vendor|engineer|architect|surveyor|consultant|"
                         r"owner|inspector|designer|fabricator)s?\b", re.I)
# `who is the HERS provider`: any role asked whole; its last word is the role's noun.
_WHO_IS_ROLE = re.compile(r"^\s*who\s+(?:is|are|was|were)\s+(?:the\s+)?(?P<role>[\w\s'-]+?)\s*\??\s*$", re.I)
# The role spoken of, not named: after an article or a preposition (`VERIFY WITH MANUFACTURER`),
# or after an indefinite article and a few modifiers (`a CEC-approved HERS provider`: any one).
_GENERIC_BEFORE = re.compile(r"(?:\b(?:WITH|BY|THE|A|AN|TO|FROM|OF|PER|ANY|EACH|ALL|EVERY|SUCH|OTHER|THAN)|'S)\s*$"
                             r"|\b(?:A|AN|ANY|EACH)\s+(?:(?!(?:OF|FOR|BY|AND|OR|TO|AT|IN|ON)\b)[\w-]+\s+){1,3}$", re.I)


def _role_asked(question_text: str) -> Optional[str]:
    """The role whose holder a question asks for, by its noun (`manufacturer`, `provider`)."""
    m = _ROLE_ASKED.search(question_text)
    if m is not None:
        return m.group("role")
    m = _WHO_IS_ROLE.match(question_text)
    return m.group("role").split()[-1] if m is not None else None


def speaks_of_role_only(question_text: str, text: str) -> bool:
    """`Which manufacturer makes the windows?` is not answered by `VERIFY WITH MANUFACTURER`:
    text that only speaks of the role asked (after an article or a preposition) and never
    labels it with a name (`MANUFACTURER: ANDERSEN`) names no one."""
    role = _role_asked(question_text)
    if role is None:
        return False
    found = list(re.finditer(rf"\b{re.escape(role)}(?:'?S)?\b", text, re.I))
    return bool(found) and all(_GENERIC_BEFORE.search(text[:f.start()])
                               and not re.match(r"\s*[:=\-\u2013]", text[f.end():]) for f in found)


# `what size tub`, `the tub size`: a thing's size is printed with the thing (`36" x 60" TUB`, `F1: 16" x 8"`). A
# figure followed by OF / FROM / ABOVE / OUTSIDE / AFF ... or set after WITHIN / @ measures a
# distance, a spacing between things or a mounting height (`WITHIN 24" OF A DOOR EDGE`), never the size of one.
_MEASURE_Q = re.compile(r"\bhow\s+(?:wide|deep|long|tall|high|thick)\b|\bwhat\s+(?:width|depth|length|height|thickness)\b", re.I)
_SIZE_Q = re.compile(r"\b(?:what\s+size|how\s+(?:big|large)|the\s+(?:[a-z-]+\s+){1,2}size|size\s+of)\b", re.I)
_FIGURE = re.compile(r"\d+(?:[.,/]\d+)*\s*(?:'|\"|\u2019|\u201d|\u2032|\u2033|mm\b|cm\b|m\b|ft\b|feet\b|in\b|inch(?:es)?\b)", re.I)
_DISTANCE_AFTER = re.compile(r"^\s*(?:-?\s*\d+(?:\s*\d+/\d+)?\s*(?:\"|\u201d|\u2033)\s*)?"
                             r"(?:OF|FROM|ABOVE|BELOW|BEYOND|OUTSIDE|INSIDE|PAST|AWAY|APART|O\.?\s?C\.?|ON\s+CENTERS?|CTS|"
                             r"CENTERS|A\.?\s?F\.?\s?[FG]|"
                             # a gap between things (`3/4" REVEAL BETWEEN STRINGER AND CMU`) sizes neither
                             r"REVEAL|GAP|CLEARANCE|CLR|SEPARATION|OFFSET|SETBACK)\b", re.I)
_DISTANCE_BEFORE = re.compile(r"(?:\bWITHIN|\bLEAST|@)\s*$", re.I)
_NOMINAL_SIZE = re.compile(r"\b\d+\s*[xX\u00d7]\s*\d+\b")


def sizes_a_thing(question_text: str, answer: Answer) -> bool:
    """`What size tub/shower?` is not answered by a distance from it: an answer whose every
    figure measures a distance or a spacing gives no size."""
    if _SIZE_Q.search(question_text) is None:
        return True
    text = answer.answer
    figures = list(_FIGURE.finditer(text))
    if not figures or _TWO_SIDES.search(text) or _NOMINAL_SIZE.search(text):
        return True
    return not all(_DISTANCE_AFTER.match(text[m.end():]) or _DISTANCE_BEFORE.search(text[:m.start()])
                   for m in figures)


# A measure asked by its name (`the building height in feet`) is answered by text that names
# that measure, as a label (`HT`, `SILL @`) or a schedule column's head: `60 FOOT YARDS` is a
# yard's depth, however well the rest of its statement matches the question.
_MEASURE_ASKED = re.compile(r"\b(height|width|depth|thickness|diameter)s?\b", re.I)
_MEASURE_SAID = {
    "height": re.compile(r"\b(?:HEIGHTS?|HT|HGT|HIGH|TALL|CLG|CEILINGS?|A\.?F\.?F|ELEV(?:ATION)?S?|EL|HEADROOM|SILLS?|"
                         r"T\.?O|B\.?O|TOP|BOTTOM|MTG|MOUNT(?:ED|ING)?)\b", re.I),
    "width": re.compile(r"\b(?:WIDTHS?|WIDE|W|WD|CLEAR|CLR)\b", re.I),
    "depth": re.compile(r"\b(?:DEPTHS?|DEEP|D|DP|BELOW)\b|\d\s*D\b", re.I),
    "thickness": re.compile(r"\b(?:THICKNESS|THICK|THK|T|DEEP)\b|\d\s*D\b", re.I),
    "diameter": re.compile(r"\b(?:DIAMETERS?|DIA|DIAM|N\d+)\b|[Ø∅⌀]", re.I),
}


def names_the_measure(question_text: str, kinds, answer: Answer) -> bool:
    """A question asking only for a dimension it names (height, width, depth, thickness,
    diameter) is answered by cited text that names that measure."""
    if set(kinds) != {"dimension"}:
        return True
    asked = {m.lower() for m in _MEASURE_ASKED.findall(question_text)}
    if not asked:
        return True
    said = f"{cited_text(answer)} {answer.answer}"
    if asked == {"thickness"} and callout_thickness(question_text, answer.answer):
        return True
    return any(_MEASURE_SAID[a].search(said) for a in asked)


def callout_thickness(question_text: str, text: str) -> bool:
    """A material callout's grammar: its thickness first, then what it is (`8" CONCRETE STEM
    WALL`, `5/8" GYP. BD.`); the thing the question names within two words of the figure."""
    nouns = [t for t in tokenize(question_text) if len(t) > 2 and t not in STOPWORDS and t not in ASKING_WORDS
             and not _MEASURE_ASKED.fullmatch(t)]
    if not nouns:
        return False
    named = "|".join(re.escape(_root(n)) for n in nouns)
    return re.search(rf"(?<![\w/.])\d{{1,2}}(?:\s+\d/\d{{1,2}}|/\d{{1,2}})?\"\s+(?:[a-z.]+\s+){{0,2}}(?:{named})",
                     text.lower()) is not None


# `What does the symbol 18Ø indicate?`: a meaning is asked for, which a list's heading is not.


UNSURE_SHARE = 0.5   # a value more than this share of whose words OCR read unsurely is no value


def read_unsure(value: str, answer: Answer) -> bool:
    """The value is made of OCR words read with low confidence or not shaped like words (the
    cited chunks' `low_conf`): `CO RIDOR SOUTH (1 3)` is linework and guesses, not an answer."""
    unsure = {t for c in answer.citations for t in c.low_conf}
    if not unsure:
        return False
    words = [t for t in tokenize(value) if any(ch.isalnum() for ch in t)]
    return bool(words) and sum(t in unsure for t in words) > UNSURE_SHARE * len(words)


def in_scope(question_text: str, answer: Answer, frame: str = "") -> bool:
    """The answer's citations name every building (wing ...) the question names, or the cited
    sheets are that building's own: its name is in their title block (`frame`: the project,
    `WEST GALLERY ADDITION`) and the cited text names no other building."""
    hay = _norm(cited_text(answer)) + " " + _norm(answer.answer)
    # `SOUTH BUILDING` in the cited text, or `NORTH AND SOUTH BUILDINGS` in the title block:
    # the sheets are not one building's own. A compass word in a name or an address (`INLAND
    # NORTHWEST CLINIC`, `3650 NORTH NEVADA AVE`) names no building.
    others = {n for n in named_scopes(f"{cited_text(answer)} {frame}") if n in COMPASS}
    others -= set(_norm(question_text).split())
    framed = set(named_scopes(frame))       # the title block names it: `... MEDICAL PAVILION`
    return all(re.search(rf"\b{re.escape(n)}\b", hay) or (n in framed and not others)
               for n in named_scopes(question_text))


YES_NO_SHARE = 0.6   # of a yes/no question's own words its answer must repeat
# `is the building sprinklered?`: the set is drawn for the building, and `the drawings` are the
# set: the words name no item.
_SUBJECT_WORDS = frozenset({"building", "project", "structure", "facility", "drawings"})
# A title block speaks for its sheet: its `NOT TO BE USED FOR CONSTRUCTION` is said of the drawing.
DOCUMENT_WORDS = frozenset({"drawing", "drawings", "sheet", "sheets", "set", "plans", "document", "documents"})


def document_said(section: str, terms) -> str:
    """The question's words for the document (`this drawing`) that a statement in a title
    block says by standing there."""
    return " ".join(t for t in terms if t in DOCUMENT_WORDS) if section == "title block" else ""


def says_what_was_asked(question_text: str, answer: Answer) -> bool:
    """A yes/no question (`is the P1 pile designed as a cantilever?`) is answered by a statement
    of the thing asked, not by another fact about its subject (the P1 row of a pile schedule)."""
    terms = {t for t in tokenize(question_text)
             if t not in STOPWORDS and t not in ASKING_WORDS and t not in _SUBJECT_WORDS and len(t) > 1}
    choice = choice_words(question_text)
    if choice is not None:
        # `inside or outside dimensions?`: one of the two is said (or where each holds); the
        # two words are not the topic.
        if not any(_says(w, answer.answer) for w in choice):
            return False
        terms -= set(choice)
    if not terms:
        return True
    on_sheet = " ".join(document_said(c.section, terms) for c in answer.citations)
    said = {t for t in tokenize(f"{answer.answer} {cited_text(answer)} {on_sheet}")}
    said |= {t.rstrip("s") for t in said}
    got = sum(1 for t in terms if t in said or t.rstrip("s") in said or t.rstrip("ed") in said)
    return got / len(terms) >= YES_NO_SHARE


_EITHER_OR = re.compile(r"^\s*(?:is|are|was|were|does|do)\s+(?:it|they|this|these|the\s+[\w-]+(?:\s+[\w-]+)?)\s+"
                        r"(?P<a>[\w-]+(?:\s+[\w-]+){0,2})\s+or\s+(?P<b>[\w-]+(?:\s+[\w-]+){0,2})\s*\??\s*$", re.I)


def alternatives(part_text: str) -> list[str]:
    """The choices of an either-or question (`is it separated or non-separated`): answered by an
    answer that states one of them, not by a yes or no."""
    m = _EITHER_OR.match(part_text)
    return [m.group("a"), m.group("b")] if m else []


def _says(phrase: str, text: str) -> bool:
    """The phrase stands in the text as whole words (`SEPARATED` is not `NON-SEPARATED`)."""
    return re.search(rf"(?<![\w-]){re.escape(_norm(phrase))}(?![\w-])", _norm(text)) is not None


def missing_parts(parts: list[Part], answer: Answer) -> list[Part]:
    return [p for p in parts if not covers(p, parts, answer)] if len(parts) > 1 else []
