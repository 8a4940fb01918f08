"""Text normalisation and the BM25 tokenizer that keeps drawing codes whole.

Drawing codes are what keyword search exists for: `W1`, `D-101`, `NFPA 13D`, `A1.0`, `R-3`,
`V-B`, `5/8"`, `3'-0"`. A plain word tokenizer would split them into useless pieces.
"""
from __future__ import annotations

import re
import unicodedata

# Hyphen-like characters real plan sets use in sheet numbers and marks (U+2010 etc.).
_HYPHENS = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u00ad\ufe63\uff0d"), "-")
_QUOTES = {ord("\u2018"): "'", ord("\u2019"): "'", ord("\u2032"): "'", ord("\u201c"): '"',
           ord("\u201d"): '"', ord("\u2033"): '"', ord("\u2044"): "/", ord("\u00a0"): " "}
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


# A vulgar fraction right after a whole number (`1½"`) would run into it under NFKC (`11/2"`).
_MIXED_FRACTION = re.compile(r"(\d)(?=[\u00bc-\u00be\u2150-\u215e])")


def normalize(text: str) -> str:
    """Unify quotes first (NFKC would turn a double prime into two primes and lose the inch
    mark), then NFKC (expands ligatures and vulgar fractions), unify hyphens, quotes and
    fraction slashes. Plain ASCII (most of a drawing's words) has none of these: only its
    control characters are replaced."""
    if text.isascii():
        return _CONTROL.sub(" ", text)
    text = _MIXED_FRACTION.sub(r"\1 ", text.translate(_QUOTES))
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(_HYPHENS).translate(_QUOTES)
    return _CONTROL.sub(" ", text)


# Order matters: the longest, most specific code shapes first. Every alternative is bounded and
# free of nested quantifiers, so a hostile 10 000-character question cannot make it backtrack.
_TOKEN = re.compile(
    r"""
    \d{1,3}'-?\s?\d{1,2}(?:\s\d{1,2}/\d{1,2})?"?      # feet-inches 3'-0"  12'-6 1/2"
    | \d{1,3}(?:\s\d{1,2})?/\d{1,3}"                  # inches with fraction 5/8"  1 3/4"
    | \d{1,4}(?:\.\d{1,3})?["']                       # 36"  20'
    | [a-z]{1,4}\d{0,3}[.-]\d{1,4}(?:[.-]\d{1,3})?[a-z]?(?![\w])  # A1.0 A-101 S2.1 M-101 G-001
    | [a-z]{1,3}-\d{1,3}[a-z]?(?![\w])                # R-3 P-1 VCT-1 (covered above too)
    | (?:iii|ii|iv|i|v)-(?:ht|[ab])(?![\w])           # construction types III-A IV-HT V-B
    | [a-z]{1,2}-[a-z](?![\w])                        # V-B  I-A
    | [a-z]{1,4}\d{1,4}[a-z]?(?![\w])                 # W1 AF101 13D? (letters first)
    | \d{1,4}[a-z]{1,2}(?![\w])                       # 13D 13R 101A
    | \d+(?:[.,]\d+)*%?                               # numbers 2,450 0.30 14.0%
    | [a-z]+(?:'[a-z]+)?                              # words
    """,
    re.VERBOSE,
)

_FEET_INCH = re.compile(r"^(\d{1,3})'-?\s?(?=\d)")

STOPWORDS = frozenset(
    "a an and are as at be by do does for from has have how i in is it its of on or shown "
    "the there this to was what when where which who whom why will with on per any all can "
    "should would me my show tell give find".split()
)


_POSSESSIVE = re.compile(r"['\u2019]s\b", re.I)


def without_possessives(text: str) -> str:
    """The text with its possessive endings dropped (`women's` -> `women`, `MANUFACTURER'S`): a
    thing said as its owner is said by its own word."""
    return _POSSESSIVE.sub("", text)


def tokenize(text: str, keep_stopwords: bool = False) -> list[str]:
    """Lower-cased tokens for BM25; `NFPA 13D` yields `nfpa`, `13d` and the pair `nfpa 13d`."""
    text = normalize(text).lower()
    # A whole number and its fraction keep a separator: `1 3/4"` -> `1-3/4"` (not `13/4"`).
    # Feet and inches are written `3'-6"`, `3' 6"` or `3'6"`: one token, `3'-6"`.
    toks = [_FEET_INCH.sub(r"\1'-", m.group(0)).replace(" ", "-") for m in _TOKEN.finditer(text)]
    if not keep_stopwords:
        toks = [t for t in toks if t not in STOPWORDS]
    # Standards are named by a word and a number: keep the pair as one token too.
    out: list[str] = []
    for i, t in enumerate(toks):
        out.append(t)
        if t in _PAIRED and i + 1 < len(toks) and toks[i + 1][:1].isdigit():
            out.append(f"{t} {toks[i + 1]}")
    return out


_PAIRED = frozenset({"nfpa", "iecc", "ibc", "irc", "cbc", "asce", "ashrae", "ul", "astm", "title"})


# The parts a set is made of, by the words that title them: a thing named by one of these is a
# part of the drawings (`the door schedule`), not a thing in the building.
DRAWING_PARTS = ("plan", "plans", "schedule", "schedules", "elevation", "elevations", "section", "sections",
                 "detail", "details", "legend", "legends", "diagram", "diagrams", "map", "notes", "index",
                 "analysis", "calculations", "specifications", "table", "tables", "abbreviations", "symbols",
                 "summary", "keynotes", "riser", "risers")
