"""Captions: the printed labels of title-block fields and table columns (`DRAWING NUMBER`,
`SEALS AND SIGNATURES`, `PROJECT No DRWG No. REV.`). A caption names a field; it is never the
field's value -- not a sheet's title, not an answer.
"""
from __future__ import annotations

from .tokens import tokenize

# The words of title-block captions and table headers: a value made only of these is a label.
CAPTION_WORDS = frozenset(
    "seal seals signature signatures sheet title number no drawing drawn project date issue issued "
    "for revision revisions rev scale checked by approved designed job name key plan notes note "
    "general legend schedule description mark type location remarks size detail section where "
    "and of the plot author owner architect engineer consultant client address phone contact "
    "stamp sheets index cover status phase copyright drwg dwg".split())


def is_caption(text: str) -> bool:
    """Only caption words (`SEALS AND SIGNATURES`, `Drawing Number Revision`): a label, never a
    value."""
    words = [w for w in tokenize(text) if any(ch.isalpha() for ch in w)]
    return bool(words) and not any(ch.isdigit() for ch in text) and all(
        w in CAPTION_WORDS or w.rstrip("s") in CAPTION_WORDS for w in words)
