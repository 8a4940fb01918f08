"""The generic extractor's own text rules."""
from __future__ import annotations

import pytest

from handlers.generic import without_note_number


@pytest.mark.parametrize("text, said", [
    ("3. PROVIDE SOLID BLOCKING AT ALL BEARING WALLS", "PROVIDE SOLID BLOCKING AT ALL BEARING WALLS"),
    ("12.SEE DETAIL 4/A7", "SEE DETAIL 4/A7"),
    # a decimal value starting the statement is the answer itself (seen on a Sonoma scan:
    # `1,136 / 150 = 7.6 sq.ft. underfloor ventilation required` read `6 sq.ft` before)
    ("7.6 sq.ft underfloor ventilation", "7.6 sq.ft underfloor ventilation"),
    ("1.5 HR RATED ASSEMBLY", "1.5 HR RATED ASSEMBLY"),
    ("5/8\" GYP BD TYPE X", "5/8\" GYP BD TYPE X"),
])
def test_note_number_is_dropped_but_a_decimal_stays(text, said):
    assert without_note_number(text) == said
