"""Property-based tests (hypothesis) of question parsing, the tokenizer and sheet-ID extraction.

The tokenizer must keep drawing codes whole -- W1, D-101, NFPA 13D, A1.0, R-3, V-B, 5/8", 3'-0" --
whatever text surrounds them and however they are cased or hyphenated; the parser and the
sheet-ID finder must take any string at all without an exception other than UsageError and
without regex backtracking blow-ups.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from drawqa.errors import UsageError
from drawqa.question import KINDS, MAX_CHARS, parse
from drawqa.sheets import SHEET_ID, sheet_ids_in
from drawqa.tokens import STOPWORDS, normalize, tokenize

SETTINGS = settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])

# --------------------------------------------------------------------------- strategies

HYPHENS = st.sampled_from(["-", "\u2010", "\u2011", "\u2013", "\u2212"])   # how plan sets write '-'
upper = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


@st.composite
def drawing_code(draw) -> tuple[str, str]:
    """(a drawing code as written on a sheet, the token it must become)."""
    kind = draw(st.sampled_from(["window", "door", "nfpa", "sheet", "occupancy", "ctype", "inches", "feet"]))
    h = draw(HYPHENS)
    if kind == "window":
        n = draw(st.integers(1, 99))
        return f"W{n}", f"w{n}"
    if kind == "door":
        n = draw(st.integers(1, 999))
        return f"D{h}{n}", f"d-{n}"
    if kind == "nfpa":
        std = draw(st.sampled_from(["13", "13D", "13R", "72", "101", "13d"]))
        return f"NFPA {std}", f"nfpa {std.lower()}"
    if kind == "sheet":
        letters = draw(st.sampled_from(["A", "S", "M", "E", "P", "FP", "G", "AD"]))
        a, b = draw(st.integers(0, 99)), draw(st.integers(0, 9))
        return f"{letters}{a}.{b}", f"{letters.lower()}{a}.{b}"
    if kind == "occupancy":
        group = draw(st.sampled_from(["R", "A", "B", "E", "F", "H", "I", "M", "S", "U"]))
        n = draw(st.integers(1, 4))
        return f"{group}{h}{n}", f"{group.lower()}-{n}"
    if kind == "ctype":
        t = draw(st.sampled_from(["I", "II", "V"]))
        sub = draw(st.sampled_from(["A", "B"]))
        return f"{t}{h}{sub}", f"{t.lower()}-{sub.lower()}"
    if kind == "inches":
        num = draw(st.sampled_from([1, 3, 5, 7]))
        den = draw(st.sampled_from([8, 16]))
        quote = draw(st.sampled_from(['"', "\u201d"]))
        return f"{num}/{den}{quote}", f'{num}/{den}"'
    feet, inch = draw(st.integers(1, 99)), draw(st.integers(0, 11))
    q1, q2 = draw(st.sampled_from([("'", '"'), ("\u2019", "\u201d")]))
    return f"{feet}{q1}{h}{inch}{q2}", f"{feet}'-{inch}\""


words = st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=10), max_size=6)
LEFT = st.sampled_from([" ", " (", ", ", ": ", " [", "\n", "\t"])
RIGHT = st.sampled_from([" ", ") ", ", ", ". ", "? ", "; ", "\n", ".", "?", ")"])   # then words or the end


def _case(draw, s: str) -> str:
    return s if draw(st.booleans()) else s.lower()


# --------------------------------------------------------------------------- tokenizer

@SETTINGS
@given(st.data())
def test_tokenizer_keeps_drawing_codes_whole(data):
    code, token = data.draw(drawing_code())
    before, after = data.draw(words), data.draw(words)
    text = " ".join(before) + data.draw(LEFT) + _case(data.draw, code) + data.draw(RIGHT) + " ".join(after)
    assert token in tokenize(text), (text, tokenize(text))


@pytest.mark.parametrize("text, token", [
    ("see window W1", "w1"), ("door D-101", "d-101"), ("per NFPA 13D", "nfpa 13d"), ("sheet A1.0", "a1.0"),
    ("occupancy R-3", "r-3"), ("type V-B", "v-b"), ('5/8" type X', '5/8"'), ("3'-0\" door", "3'-0\""),
    ("door D\u2010101", "d-101"), ("(W1)", "w1"), ("A1.0.", "a1.0"), ("R-3,", "r-3"),
])
def test_tokenizer_examples(text, token):
    assert token in tokenize(text)


@pytest.mark.parametrize("text, token", [("door 3\u2032-0\u2033 wide", "3'-0\""), ("5/8\u2033 gyp", '5/8"'),
                                         ("type III-A", "iii-a"), ("type IV-HT", "iv-ht"),
                                         ('1 3/4" door', '1-3/4"'), ('1\u00bd" slab', '1-1/2"'),
                                         ("3' 6\" high", "3'-6\"")])
def test_tokenizer_former_gaps(text, token):
    assert token in tokenize(text)


@SETTINGS
@given(st.text(max_size=400))
@example("\x00\x01\x1b[31m")
@example("\ufb01\ufb02\u2010\u2033\u00bd")
@example("NFPA NFPA 13D 13D")
def test_tokenizer_takes_any_text(text):
    toks = tokenize(text)
    assert all(isinstance(t, str) and t for t in toks)
    assert not any(t in STOPWORDS for t in toks)
    for t in toks:
        assert t == t.lower()
        if " " in t:   # only the standard pairs carry a space: "nfpa 13d"
            assert re.fullmatch(r"[a-z]+ \d\S*", t), t
    assert tokenize(normalize(text)) == toks       # normalising twice changes nothing


@SETTINGS
@given(st.text(max_size=300))
def test_normalize_is_idempotent_and_ascii_dashes(text):
    n = normalize(text)
    assert normalize(n) == n
    assert not any(ch in n for ch in "\u2010\u2011\u2012\u2013\u2014\u2212\ufb01\ufb02")
    assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", n)


# --------------------------------------------------------------------------- sheet IDs

@st.composite
def sheet_id(draw) -> str:
    letters = "".join(draw(st.lists(upper, min_size=1, max_size=3)))
    sep = draw(st.sampled_from(["", "-", "."]))
    number = str(draw(st.integers(0, 999)))
    part = draw(st.sampled_from(["", f".{draw(st.integers(0, 999))}", f"-{draw(st.integers(0, 999))}"]))
    suffix = draw(st.sampled_from(["", "", draw(upper)]))
    return f"{letters}{sep}{number}{part}{suffix}"


@SETTINGS
@given(st.data())
def test_sheet_ids_are_found_in_any_context(data):
    sid = data.draw(sheet_id())
    written = sid.replace("-", data.draw(HYPHENS))
    text = (" ".join(data.draw(words)) + data.draw(LEFT) + _case(data.draw, written) + data.draw(RIGHT)
            + " ".join(data.draw(words)))
    assert sid in sheet_ids_in(text), (text, sheet_ids_in(text))


@SETTINGS
@given(st.text(max_size=400))
@example("A1.0A1.0 A-1-1-1-1 -A1 A1- AAAA1 A1234")
def test_sheet_ids_in_any_text_are_well_formed(text):
    ids = sheet_ids_in(text)
    up = normalize(text).upper()
    for sid in ids:
        assert re.fullmatch(SHEET_ID, sid), sid
        assert sid in up


# --------------------------------------------------------------------------- question parsing

@SETTINGS
@given(st.text(max_size=600))
@example("")
@example("   \t\n")
@example("\u00a0\u3000")
@example("\x01\x02\x03")
@example("\u5efa\u7b51\u56f3\u9762\u306f\uff1f")
@example("\u0623\u064a\u0646 \u0627\u0644\u0628\u0627\u0628\u061f")
@example("SCALE")          # metadata promoted to dimension: kinds must still start with kind
def test_parse_takes_any_text(text):
    if not normalize(text).strip():
        with pytest.raises(UsageError, match="empty"):
            parse(text)
        return
    q = parse(text)
    assert q.kind in KINDS and q.kind == q.kinds[0] and set(q.kinds) <= set(KINDS)
    assert q.raw == text and len(q.text) <= MAX_CHARS
    for field in (q.sheet_refs, q.id_shaped, q.rooms, q.marks, q.codes, q.years, q.quoted, q.terms):
        assert isinstance(field, list) and all(isinstance(x, str) and x for x in field)
        assert len(field) == len(set(field)) or field is q.quoted or field is q.terms
    assert not any(t in STOPWORDS or " " in t for t in q.terms)


@SETTINGS
@given(st.data())
def test_parse_finds_named_sheets_marks_and_codes(data):
    sid = data.draw(sheet_id())
    door = data.draw(st.integers(1, 999))
    window = data.draw(st.integers(1, 99))
    word = data.draw(st.sampled_from(["sheet", "Sheet", "SHEET", "drawing", "dwg"]))
    text = f"{word} {sid}: door D-{door} and window W{window} per NFPA 13D?"
    q = parse(text)
    assert sid in q.sheet_refs and sid in q.id_shaped
    assert f"D-{door}" in q.marks and f"W{window}" in q.marks
    assert "NFPA" in q.codes


def _run_every_parser(text: str) -> None:
    """Question parsing, tokenizing and sheet-ID finding on one text (an empty question may be refused)."""
    try:
        parse(text)
    except UsageError:
        pass
    tokenize(text)
    sheet_ids_in(text)


@SETTINGS
@given(st.text(alphabet="A1-.'\"/ (),#:\u2010\ufb01room sheet on", min_size=1000, max_size=6000))
def test_hostile_text_is_handled_quickly(text):
    """Adversarial alphabets and lengths: the deadline (2 s per example) catches a crawl."""
    _run_every_parser(text)


@settings(max_examples=40, deadline=5000)
@given(st.sampled_from(["A", "1-", "'", '"', "A1.", "1 ", "(", "3'-", "a'", "1,", "sheet ", "on A1 ", "\u2010", "AAAA1"]),
       st.integers(1000, 10000))
def test_repeated_patterns_are_handled_quickly(unit, times):
    text = unit * (times // len(unit))
    _run_every_parser(text)
