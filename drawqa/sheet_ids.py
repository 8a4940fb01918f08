"""Sheet IDs as text: the shape of a sheet number, and how two spellings of one are compared.

Apart from drawqa.sheets, which reads title blocks at index time, so that `drawqa ask` can
match the sheet IDs of a question without loading the layout code.
"""
from __future__ import annotations

import re

from .tokens import normalize

# A sheet number: discipline letters, optional separator, a number with optional parts.
# A1.0, A-101, S2.1, M-101, FP-1, G-001, AF101, A1, E-101.1
_DISCIPLINE_ID = r"[A-Z]{1,3}[-.]?\d{1,3}(?:[.-]\d{1,3}){0,2}[A-Z]?"
# An ISO 19650 / BS 1192 name: Project-Originator-Volume-Level-Type-Role-Number
# (`RVH-HAA-00-ZZ-DR-A-1001`; some sets leave out a field).
ISO_NAME = r"[A-Z0-9]{2,6}(?:-[A-Z0-9]{1,6}){4,5}-\d{3,6}"
SHEET_ID = rf"(?:{ISO_NAME}|{_DISCIPLINE_ID})"


def canonical_sheet_id(text: str) -> str:
    """Compare sheet IDs the way people write them: `A-1.0`, `A1.0`, `a1.0` are one sheet."""
    return re.sub(r"[\s\-]", "", normalize(text).upper())
