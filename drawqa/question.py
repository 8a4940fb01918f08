"""Question understanding: what kind of question it is and which entities it names.

Every pattern here is bounded (no nested quantifiers) and the text is capped before matching,
so a 10 000-character or hostile question cannot make a regex crawl.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import UsageError
from .plain_question import plain_question
from .sheet_ids import SHEET_ID
from .tokens import STOPWORDS, normalize, tokenize

MAX_CHARS = 2000   # longer questions are cut here; nobody asks a drawing 2 000 characters

KINDS = ("sprinkler", "energy", "code", "window", "door", "finish", "revision", "metadata",
         "count", "dimension", "location", "general")

_KIND_RULES: list[tuple[str, re.Pattern]] = [
    ("count", re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|\btotal\s+(?:number|count)\b", re.I)),
    ("sprinkler", re.compile(r"\bsprinkler|\bnfpa\b|\bfire\s+(?:suppression|protection)\b", re.I)),
    ("energy", re.compile(r"\benergy\b|\biecc\b|\btitle\s*24\b|\bashrae\b|\bu-?factor|\bshgc\b|\binsulation\b|"
                          r"\br-?value|\bafue\b|\bclimate\s+zone\b|\bglazing\s+percent|\bhers\b|\bs?eer2?\b|\bhspf2?\b|"
                          r"\buef\b|\benergy\s+factor\b|\bcompliance\s+margin\b|\bmargin\b", re.I)),
    ("revision", re.compile(r"\brevision|\brevised\b|\brev\b|\baddend|\b(?:RFI|ASI|CCD)s?\b|\bbulletins?\b", re.I)),
    ("code", re.compile(r"\boccupanc|\bconstruction\s+type\b|\btype\s+of\s+construction\b|\bbuilding\s+code\b|"
                        r"\b(?:ibc|irc|cbc|crc)\b|\bstories\b|\bbuilding\s+area\b|\bcode\s+analysis\b|"
                        r"\ballowable\b|\bfully\s+sprinklered\b", re.I)),
    ("finish", re.compile(r"\bfinish(?:es)?\b|\bfloor(?:ing)?\s+(?:finish|material)|\bceiling\s+height\b|"
                          r"\bbase\s+(?:finish|board)?\b|\bwall\s+finish|\bpaint\b|\bcarpet\b|\btile\b", re.I)),
    ("window", re.compile(r"\bwindows?\b|\bglazing\b|\bw-?\d{1,3}\b", re.I)),
    ("door", re.compile(r"\bdoors?\b|\bhardware\b|\bfire\s+rating\b", re.I)),
    ("metadata", re.compile(r"\bsheet\b|\bdrawing\b|\btitle\b|\bproject\b|\baddress\b|\barchitect\b|\bengineer\b|"
                            r"\bowner\b|\bclient\b|\bissue(?:d)?\s+date\b|\bdate\b|\blocation\b|\bprepared\b|"
                            r"\bhandout\b|\bscale\b|\bwho\b|\bjob\s+(?:no\b|number\b|#)", re.I)),
    ("dimension", re.compile(r"\bdimension|\bsize\b|\bwidth\b|\bheight\b|\blength\b|\barea\b|\bsq(?:uare)?\.?\s*f|"
                             r"\bhow\s+(?:tall|wide|long|big|high)\b|\bscale\b|\bsetback", re.I)),
    ("location", re.compile(r"\bwhere\b|\blocated\b|\blocation\b|\bwhich\s+sheet\b", re.I)),
]

_SHEET_REF = re.compile(rf"\b(?:sheets?|drawings?|dwg\.?|page)\s*(?:(?:no\.|number|#)\s*|no\s+)?({SHEET_ID})(?![\w])", re.I)
_ON_SHEET = re.compile(rf"\b(?:on|in|of|from)\s+({SHEET_ID})(?![\w])", re.I)
_ID_SHAPED = re.compile(rf"(?<![\w-])({SHEET_ID})(?![\w])")
_ROOM_NO = re.compile(r"\b(?:room|rm\.?|space)\s*(?:no\.?|number|#)?\s*([A-Z]?\d{1,4}[A-Z]?)\b"
                      r"|\b(\d{2,4}[A-Z]?)\s*\((?:[^()]{1,40})\)|,\s*(?:room\s+)?(\d{2,4}[A-Z]?)\s*\??$", re.I)
# A room named by its use and a number (`bedroom #1`, `Bath 2`): one of several rooms of that use.
_NUMBERED_ROOM = re.compile(r"\b(bedroom|bed|bath|bathroom|office|classroom|closet|unit|apartment|suite|"
                            r"stair|elevator|garage|kitchen|lab|laboratory|conference)\s*(?:#|no\.?|number)?\s*(\d{1,2})\b(?![-'\"./\d])", re.I)
_MARK = re.compile(r"(?<![\w/-])([A-Z]{1,5}-?\d{1,3}[A-Z]?|\d{2,4}[A-Z])(?![\w/])")
_DOOR_NO = re.compile(r"\bdoor\s*(?:no\.?|number|#|mark)?\s*([A-Z]?-?\d{1,4}[A-Z]?)\b", re.I)
_WINDOW_NO = re.compile(r"\bwindow\s*(?:no\.?|number|#|mark|type)?\s*([A-Z]{0,2}-?\d{1,3}[A-Z]?)\b", re.I)
_CODE_NAMES = re.compile(r"\b(IBC|IRC|IECC|NFPA|ASHRAE(?:\s*90\.1)?|Title\s*24|CBC|CRC|CEC|UBC|NEC|IFC|IMC|IPC|ADA)\b", re.I)
_YEAR = re.compile(r"\b(19[5-9]\d|20[0-4]\d)\b")
_QUOTED = re.compile(r"[\"'\u201c\u2018]([^\"'\u201d\u2019]{2,40})[\"'\u201d\u2019]")


@dataclass
class Question:
    raw: str
    text: str
    kind: str
    kinds: list[str]
    sheet_refs: list[str] = field(default_factory=list)     # sheets named as sheets ("sheet A9")
    id_shaped: list[str] = field(default_factory=list)      # anything shaped like a sheet ID or mark
    rooms: list[str] = field(default_factory=list)
    numbered_rooms: list[tuple[str, str]] = field(default_factory=list)   # ("BEDROOM", "1") for `bedroom #1`
    marks: list[str] = field(default_factory=list)
    codes: list[str] = field(default_factory=list)
    years: list[str] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)          # content tokens

    def has(self, *words: str) -> bool:
        low = self.text.lower()
        return any(re.search(rf"\b{re.escape(w)}", low) for w in words)


# `what's`, `where's` (typed `whats`, `wheres` too): the question word and `is`, not a word of the topic.
_CONTRACTION = re.compile(r"\b(what|where|who|how|when|which|that|there)['\u2019]s\b|\b(what|where|who)s\b", re.I)


def parse(raw: str) -> Question:
    """Classify a question and pull out its entities; UsageError for an empty one."""
    if raw is None or not normalize(raw).strip():
        raise UsageError("the question is empty")
    text = plain_question(" ".join(normalize(raw)[:MAX_CHARS].split()))
    text = _CONTRACTION.sub(lambda m: f"{m.group(1) or m.group(2)} is", text)
    kinds = [k for k, rx in _KIND_RULES if rx.search(text)]
    kind = kinds[0] if kinds else "general"
    if kind == "metadata" and "dimension" in kinds and re.search(r"\bscale\b", text, re.I):
        kind = "dimension"     # a scale is a dimension question first; kinds keeps kind first
        kinds = [kind] + [k for k in kinds if k != kind]
    upper = text.upper()
    sheet_refs = [m.group(1).upper() for m in _SHEET_REF.finditer(text)]
    on_sheet = [m.group(1).upper() for m in _ON_SHEET.finditer(text)]
    rooms = [next(g for g in m.groups() if g).upper() for m in _ROOM_NO.finditer(text)]
    marks = [m.group(1) for m in _MARK.finditer(upper)]
    marks += [m.group(1).upper() for m in _DOOR_NO.finditer(text)]
    marks += [m.group(1).upper() for m in _WINDOW_NO.finditer(text)]
    return Question(
        raw=raw, text=text, kind=kind, kinds=kinds or ["general"],
        sheet_refs=list(dict.fromkeys(sheet_refs)),
        id_shaped=list(dict.fromkeys(sheet_refs + on_sheet + [m.group(1) for m in _ID_SHAPED.finditer(upper)])),
        rooms=list(dict.fromkeys(rooms)),
        numbered_rooms=list(dict.fromkeys((m.group(1).upper(), m.group(2)) for m in _NUMBERED_ROOM.finditer(text))),
        marks=list(dict.fromkeys(m for m in marks if not _YEAR.fullmatch(m))),
        codes=list(dict.fromkeys(m.group(1).upper() for m in _CODE_NAMES.finditer(text))),
        years=list(dict.fromkeys(_YEAR.findall(text))),
        quoted=[m.group(1) for m in _QUOTED.finditer(text)],
        terms=[t for t in tokenize(text) if t not in STOPWORDS and " " not in t],
    )
