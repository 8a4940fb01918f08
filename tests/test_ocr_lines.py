"""A scale note garbled by the page reading (`1/ 1'-Q"`) is read again as one line at several
sizes; it is replaced only when the readings agree on one scale."""
from __future__ import annotations

from PIL import Image

from drawqa.models import Word
from drawqa.ocr_lines import AGREE, reread_lines


def _words(*texts):
    return [Word(text=t, bbox=(10.0 + 20 * i, 10.0, 28.0 + 20 * i, 16.0), size=6.0, block=1, line=1, conf=70.0)
            for i, t in enumerate(texts)]


def _reader(readings):
    it = iter(readings)

    def read(img, psm):
        return {"text": [next(it)]}
    return read


IMG = Image.new("RGB", (400, 100), "white")


def _px(b):
    return b


def test_agreeing_readings_replace_the_broken_line():
    words = _words("1/", "1\u2019-Q\u201d") + [Word(text="PLAN", bbox=(10, 30, 40, 36), line=2, conf=95.0)]
    out = reread_lines(IMG, words, _px, _reader(['1/4"= 1\'-0"', "1/4\u201d = 1\u2019-0\u201d", '1/4" = 1\'-0"']))
    assert [w.text for w in out] == ['1/4"', "=", "1'-0\"", "PLAN"]
    assert all(w.conf >= 60 for w in out)


def test_readings_that_disagree_leave_the_line_as_read():
    words = _words("v=", "20\u2019")
    out = reread_lines(IMG, words, _px, _reader(['1"=20\'', '1"=30\'', '1"=20\'', '"=20\'', '1"=20\'']))
    assert [w.text for w in out] == ["v=", "20\u2019"]


def test_too_few_agreeing_readings_leave_the_line():
    words = _words("v=", "20\u2019")
    out = reread_lines(IMG, words, _px, _reader(['1"=20\'', "=20'", "Y=20", '1"=20\'', "v20"]))
    assert AGREE == 3 and [w.text for w in out] == ["v=", "20\u2019"]


def test_a_dimension_or_a_read_scale_is_not_read_again():
    def never(img, psm):
        raise AssertionError("read again")
    for texts in (("12'-6", '1/2"'), ('1/4"', "=", "1'-0\""), ("SILL", "@", "2'-6\"")):
        assert [w.text for w in reread_lines(IMG, _words(*texts), _px, never)] == list(texts)


def test_an_unsure_area_read_alike_again_is_sure():
    w = Word(text="1,170sqft", bbox=(10.0, 10.0, 50.0, 16.0), size=6.0, block=1, line=1, conf=49.0)
    out = reread_lines(IMG, [w], _px, _reader(["1,170sqft", "1,170saqft", "1,170saft", "1,170saft"]))
    assert out[0].text == "1,170sqft" and out[0].conf >= 60


def test_an_area_read_otherwise_stays_unsure():
    w = Word(text="1,170sqft", bbox=(10.0, 10.0, 50.0, 16.0), size=6.0, block=1, line=1, conf=49.0)
    out = reread_lines(IMG, [w], _px, _reader(["1,170sqft", "1,176sqft", "1,170saft", "1,170sqft", "1,170sqft"]))
    assert out[0].conf == 49.0


def _bare(text="66-3", conf=94.0):
    return Word(text=text, bbox=(10.0, 10.0, 40.0, 16.0), size=6.0, block=1, line=1, conf=conf)


def test_a_dimension_read_without_its_marks_takes_the_marks_its_readings_agree_on():
    out = reread_lines(IMG, [_bare()], _px, _reader(['66-3\u201d', '66-3"', "66'-3\""]))
    assert [w.text for w in out] == ["66'-3\""]


def test_a_dimension_whose_readings_give_other_digits_stays_as_read():
    out = reread_lines(IMG, [_bare()], _px, _reader(['66-3"', '66-8"', '66-3"', '66-3"', '66-3"']))
    assert [w.text for w in out] == ["66-3"]
    out = reread_lines(IMG, [_bare()], _px, _reader(['68-3"', '68-3"', '68-3"']))
    assert [w.text for w in out] == ["66-3"]       # agreed, but on digits the page reading did not read


def test_a_dimension_read_unsurely_is_not_mended():
    def never(img, psm):
        raise AssertionError("read again")
    assert [w.text for w in reread_lines(IMG, [_bare("7-6", 39.0)], _px, never)] == ["7-6"]
