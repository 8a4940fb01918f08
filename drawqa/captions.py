"""Captions: the printed labels of title-block fields and table columns (`DRAWING NUMBER`,
`SEALS AND SIGNATURES`, `PROJECT No DRWG No. REV.`). A caption names a field; it is never the
field's value -- not a sheet's title, not an answer.
"""
from __future__ import annotations

import re

from .tokens import tokenize

# The words of title-block captions and table headers: a value made only of these is a label.
CAPTION_WORDS = frozenset(
    "seal seals signature signatures sheet title number no drawing drawn project date issue issued "
    "for revision revisions rev scale checked by approved designed job name key plan notes note "
    "general legend schedule description mark type location remarks size detail section where "
    "and of the plot author owner architect engineer consultant client address phone contact "
    "stamp sheets index cover status phase copyright drwg dwg".split())


# A consultant's role over the firm's name (`ELECTRICAL ENGINEER`, `MECHANICAL / PLUMBING ENGINEER`).
_ROLE = re.compile(r"^(?:(?:STRUCTURAL|MECHANICAL|ELECTRICAL|PLUMBING|CIVIL|LANDSCAPE|MEP|M/E/P|FIRE\s+PROTECTION|"
                   r"GEOTECHNICAL|INTERIOR|LIGHTING|ACOUSTICAL|SURVEY)\s*(?:[/&,]|AND)?\s*)+"
                   r"(?:ENGINEERS?|ARCHITECTS?|CONSULTANTS?|DESIGNERS?)(?:\s+OF\s+RECORD)?\s*:?$", re.IGNORECASE)


def is_caption(text: str) -> bool:
    """Only caption words (`SEALS AND SIGNATURES`, `Drawing Number Revision`), or a consultant's
    role (`ELECTRICAL ENGINEER`): a label, never a value."""
    if _ROLE.match(" ".join(text.split())):
        return True
    words = [w for w in tokenize(text) if any(ch.isalpha() for ch in w)]
    return bool(words) and not any(ch.isdigit() for ch in text) and all(
        w in CAPTION_WORDS or w.rstrip("s") in CAPTION_WORDS for w in words)


# The nouns that end a section's heading on a sheet (`MECHANICAL FLOOR PLAN SYMBOLS`,
# `FIRE SUPPRESSION GENERAL NOTES`): the heading names what is listed below it.
SECTION_NOUNS = frozenset("notes note symbols symbol legend legends abbreviations schedule schedules "
                          "keynotes index".split())
MAX_HEADING_WORDS = 6


def is_section_heading(text: str) -> bool:
    """A short all-capitals line ending in a section noun: what a list is, never what one of
    its entries means."""
    words = [w for w in tokenize(text) if any(ch.isalpha() for ch in w)]
    return (0 < len(words) <= MAX_HEADING_WORDS and text == text.upper()
            and words[-1] in SECTION_NOUNS)
