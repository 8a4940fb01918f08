"""A misspelt question word read as the one indexed word a single slip of the keys away
(`accessibilty` -> `accessibility`, `sprinker` -> `sprinkler`).

Why: a word the set never prints finds nothing, so a typo in the one word that names the topic
loses the answer. Only long words are mended (a short word one edit from another is usually a
different word: `roof`/`room`), only when the word is not in the index's vocabulary, and only
when exactly one indexed word is one edit (a letter dropped, added, changed or two swapped) away
and not by its ending alone (`windows` for `window` is the same word, inflected).

A question's first word is its asking word (`what`, `when`, `does`): a short opening word the
index lacks is mended when exactly one asking word is one slip away (`wen was the bid set
issued` -> `when ...`). Content words are never mended to an asking word: only the opening.

A shorter word is mended only to one of the few words that name what a drawing's parts are
made of and where (`flor` -> `floor`, `ceilng` -> `ceiling`), and only by a letter dropped or
two swapped: a letter changed turns one real word into another (`hall`/`wall`), and no word of
that short list is a real word with a letter dropped (`star` for `stair` is why `stair` is not
on it).
"""
from __future__ import annotations

import re
from typing import Container

MIN_LETTERS = 7          # shorter words sit one edit from too many other words
_WORD = re.compile(r"[A-Za-z]+")
# The words a question opens with: wh-words and the auxiliaries of a yes/no question.
OPENERS = frozenset("what which who whom whose where when how why is are was were does do did can "
                    "must may shall should will has have".split())
MIN_OPENER_LETTERS = 3   # `hw`, `wo`: too little left to say which word was meant
# Parts named in most finish, schedule and plan questions, whose typos (a letter dropped or
# two swapped) are no other English word.
PART_WORDS = frozenset("floor ceiling window finish column footing".split())
MIN_PART_LETTERS = 4     # `flr`, `dor`: too little left to say which word was meant
_OPENING = re.compile(r"^\W*([A-Za-z]+)")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _dropped_or_swapped(w: str) -> set[str]:
    """Every string w would become with one letter dropped or two neighbours swapped."""
    splits = [(w[:i], w[i:]) for i in range(len(w) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out.discard(w)
    return out


_PART_SLIPS = {slip: part for part in PART_WORDS for slip in _dropped_or_swapped(part)}


def _edits(w: str) -> set[str]:
    """Every string one deletion, transposition, substitution or insertion from w."""
    splits = [(w[:i], w[i:]) for i in range(len(w) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out |= {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    out |= {a + c + b for a, b in splits for c in _LETTERS}
    out.discard(w)
    return out


# Shorthand a user types for a plain word (`temps`, `dims`): always read as the word.
USER_SHORTHAND = {"temps": "temperatures", "dims": "dimensions", "reqd": "required", "info": "information",
                  "qty": "quantity", "approx": "approximate"}
# The industry's standard abbreviations (`AHJ`, `rm`): read as their words where the set prints
# those words and not the short form.
SHORTHAND = {
    "ahj": "authority having jurisdiction", "aff": "above finished floor", "uno": "unless noted otherwise",
    "nic": "not in contract", "nts": "not to scale", "clg": "ceiling", "hgt": "height", "dia": "diameter",
    "gwb": "gypsum wallboard", "cmu": "concrete masonry unit", "rcp": "reflected ceiling plan", "conc": "concrete",
    "bldg": "building", "rm": "room", "flr": "floor", "mfr": "manufacturer",
}
# Words a sheet cuts short in its tables and labels (`ROOF CONSTR AND SECONDARY MEMBERS`,
# `BEARING WALLS (INTR)`): said as the words they stand for.
SHEET_SHORT_WORDS = {
    "constr": "construction", "reinf": "reinforcing", "brg": "bearing", "intr": "interior", "ext": "exterior",
    "extr": "exterior", "mech": "mechanical", "elec": "electrical", "struct": "structural", "fdn": "foundation",
    "ftg": "footing", "partn": "partition", "clg": "ceiling", "hgt": "height", "dia": "diameter", "conc": "concrete",
    "bldg": "building", "flr": "floor", "mfr": "manufacturer", "gyp": "gypsum", "insul": "insulation",
    "hm": "hollow metal", "aff": "above finished floor", "afg": "above finished grade", "typ": "typical", "uno": "unless noted otherwise",
}
# A question asking what a short form means is left as it is.
_ASKS_MEANING = re.compile(r"\b(?:mean|means|meaning|stand|stands|abbreviation|acronym|short\s+for)\b|=", re.I)


def mend(text: str, vocab: Container[str]) -> str:
    """`text` with each long word the vocabulary lacks replaced by its one indexed neighbour,
    and each standard shorthand it lacks by its words."""
    meaning_asked = _ASKS_MEANING.search(text) is not None

    def fix(m: re.Match) -> str:
        word = m.group(0)
        low = word.lower()
        if low in vocab:
            return word
        if low in USER_SHORTHAND and not meaning_asked:
            return USER_SHORTHAND[low]
        if low in SHORTHAND and not meaning_asked and all(w in vocab for w in SHORTHAND[low].split()):
            return SHORTHAND[low]
        if len(low) < MIN_LETTERS:
            part = _PART_SLIPS.get(low)
            return part if part and len(low) >= MIN_PART_LETTERS and part in vocab else word
        near = [e for e in _edits(low) if e in vocab]
        if len(near) != 1 or near[0].startswith(low) or low.startswith(near[0]):
            return word     # none or several; or an ending added or dropped: an inflection (`windows`)
        return near[0]
    return _mend_opener(_WORD.sub(fix, text), vocab)


def _mend_opener(text: str, vocab: Container[str]) -> str:
    """`text` with its opening word read as the one asking word a slip away, when the index
    does not know the word as written."""
    m = _OPENING.match(text)
    if m is None:
        return text
    word = m.group(1)
    low = word.lower()
    if len(low) < MIN_OPENER_LETTERS or low in OPENERS or low in vocab:
        return text
    near = [e for e in _edits(low) if e in OPENERS and len(e) >= MIN_OPENER_LETTERS]
    if len(near) != 1:
        return text
    fixed = near[0].capitalize() if word[0].isupper() else near[0]
    return text[:m.start(1)] + fixed + text[m.end(1):]
