"""Schedule rows by mark: windows (W1, W-3, "window 3"), doors (101, D-101, "door 104"),
material / finish codes (VCT-1, P-1, ACT-1) and any other marked schedule (F1, SW2).

The answer is read from the row's own cells, under the column the question asks about, and
cites the row's box. A question about an attribute the schedule has no column for (and that no
cell of the row mentions) is an abstention: the schedule is where that fact would be.
Room finish schedules are left to the finish handler.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from drawqa.expect import is_yes_no
from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.tables import unnamed_column
from drawqa.tokens import STOPWORDS

from .base import Abstain, Context, make_answer, pattern
from ._domain import ASKS_SOURCE, CHECK_MARK, COLUMN_WORDS, WEAK_WORDS, empty, fix_fraction, mark_col, names_another_row, norm, rows_by_table, short_title, source_columns, stem, table_kind, word_initials

name = "schedule"
kinds = frozenset({"window", "door", "finish", "schedule", "dimension", "energy", "general"})
CONFIDENCE = 0.9

# `door 104`, `door #104`, and `the med room door, 111` (its number set after a comma)
_DOOR_REF = pattern(r"\bdoors?\s*,?\s*(?:no\.?|number|#|mark|tag)?\s*([A-Z]{0,2}-?\d{1,4}[A-Z]?)\b", re.I)
_WINDOW_REF = pattern(r"\bwindows?\s*,?\s*(?:no\.?|number|#|mark|tag|type)?\s*([A-Z]{0,3}-?\d{1,3}[A-Z]?)\b", re.I)


# --------------------------------------------------------------------------- shared helpers













_NOT_TOPIC = STOPWORDS | WEAK_WORDS | frozenset("what which where area areas".split())


def title_score(q: Question, title: str) -> int:
    """How many of the schedule title's own words the question uses ("basement", "first")."""
    words = {stem(w) for w in re.findall(r"[a-z]+", title.lower())} - {"schedul", "finish", "room"}
    have = {stem(w) for w in re.findall(r"[a-z]+", q.text.lower())}
    return len(words & have)




# --------------------------------------------------------------------------- attributes

@dataclass(frozen=True)
class Attr:
    key: str
    ask: re.Pattern        # in the question
    col: re.Pattern        # in a header
    strict: bool = True    # no column and no mention -> abstain


def _a(key, ask, col, strict=True):
    return Attr(key, pattern(ask, re.I), pattern(col, re.I), strict)


ATTRS = [
    _a("width", r"\bwidth\b|\bhow\s+wide\b|\bwide\b", r"\bWIDTH\b|^W$|^WD$"),
    _a("height", r"(?<!head )(?<!sill )(?<!mounting )\bheight\b|\bhow\s+(?:tall|high)\b|\btall\b",
       r"\bHEIGHT\b|^H$|^HT$|^HGT$"),
    _a("head height", r"\bhead\s+(?:height|ht)\b", r"\bHEAD\b"),
    _a("size", r"\bsizes?\b|\bdimensions?\b|\bhow\s+big\b", r"\bSIZE\b|\bDIMENSIONS?\b|\bDIM\b"),
    _a("type", r"\btype\b|\bkind\b|\boperation\b", r"\bTYPE\b|\bOPERATION\b|\bOPER\b|\bCONFIG", strict=False),
    _a("material", r"\bmaterials?\b|\bmade\s+of\b", r"\bMATERIAL|\bMAT'?L\b|\bMATL\b", strict=False),
    _a("glazing", r"\bglaz|\bglass\b", r"\bGLAZ|\bGLASS\b"),
    _a("u-factor", r"\bu-?\s?(?:factor|value)\b", r"\bU-?\s?(?:FACTOR|VALUE)\b|^U$"),
    _a("shgc", r"\bshgc\b|\bsolar\s+heat\s+gain", r"\bSHGC\b"),
    _a("fire rating", r"\bfire\b|\brated\b|\brating\b|\blabel", r"\bFIRE\b|\bRATING\b|\bRATED\b|\bLABEL\b|^\(?MIN\.?\)?$|\(MIN\.?\)"),
    _a("hardware", r"\bhardware\b|\bhdwr\b|\blockset\b|\bhw\b", r"\bHARDWARE\b|\bHDWR\b|\bHDW\b|^HW\b|\bHW\s*SET"),
    # A hardware set (`HW SET 3`, `HW-5` under HARDWARE) is one column's tag: the items of a
    # checked schedule (a bullet under CLOSER) are no set.
    _a("hardware set", r"\b(?:hardware|hdwr|hdw|hw)\s+(?:sets?|groups?|grp)\b",
       r"\bSET\b|\bGROUP\b|\bGRP\b|\bHARDWARE\b|\bHDWR?\b|^HW\b"),
    _a("frame", r"\bframes?\b", r"\bFRAME|\bFRM\b"),
    _a("manufacturer", r"\bmanufactur|\bwho\s+makes\b|\bmakes?\b|\bmade\s+by\b|\bbrand\b|\bmfr\b|\bvendor\b|\bsupplier\b",
       r"\bMANUF|\bMFR\b|\bMFG\b|\bBRAND\b|\bVENDOR\b"),
    _a("color", r"\bcolou?rs?\b", r"\bCOLOU?R\b"),
    _a("style", r"\bstyle\b|\bpattern\b|\bseries\b|\bmodel\b", r"\bSTYLE\b|\bPATTERN\b|\bSERIES\b|\bMODEL\b", strict=False),
    _a("thickness", r"\bthick", r"\bTHICK|\bTHK\b"),
    _a("sill", r"\bsill\b", r"\bSILL\b"),
    _a("remarks", r"\bremarks?\b|\bnotes?\b|\bcomments?\b", r"\bREMARKS?\b|\bNOTES?\b|\bCOMMENTS?\b", strict=False),
    _a("finish", r"\bfinish(?:es|ed)?\b|\bpainted\b|\bstain(?:ed)?\b", r"\bFINISH\b|\bFIN\.?$"),
    _a("quantity", r"\bquantity\b|\bqty\b|\bhow\s+many\b", r"\bQTY\b|\bQUANTITY\b|\bQUAN\b|\bCOUNT\b|^NO\.?\s*REQ"),
]
_MADE_OF = pattern(r"\bmade\s+(?:of|from)\b", re.I)
_PRODUCT = pattern(r"\bproducts?\b|\bspecified\b|\bdescribe\b|\bdetails?\b|\binformation\b", re.I)
_ATTR_BY_KEY = {a.key: a for a in ATTRS}
# Words of a question that ask rather than describe: never content to look for in cells.
_ASKING = frozenset(stem(w) for w in (
    "what which who whose where how many much is are was used use uses using specified specify required "
    "shown show listed list scheduled schedule schedules indicated called get gets go goes have has had "
    "door doors window windows mark marks tag type types kind size sizes product products material "
    "materials the a an of for in on at to and or with be does do value values number numbers same "
    "make makes made manufacturer color colour style sheet drawing set plan plans item items "
    "wide width high height tall big dimension dimensions rating rated fire hardware glazing glass "
    "frame frames remark remarks note notes comment comments thick thickness label").split())


def asked_attrs(q: Question) -> list[Attr]:
    return [a for a in ATTRS if a.ask.search(q.text)]


def cols_for(attr: Attr, header: list[str], skip: int) -> list[int]:
    return [i for i, h in enumerate(header) if i != skip and attr.col.search(h)]


def _caption_stems(text: str) -> set[str]:
    """The stems of a caption's (or question's) words of four letters or more, and its short
    forms: three-letter words (`CFM`, `MCA`, `EER`), two capitals (`HP`, `OA`), a word cut short
    with its point (`SENS.`), and the words a column's abbreviation stands for (`V/PH`: voltage)."""
    low = text.lower()
    return ({stem(t) for t in re.findall(r"[a-z][a-z\-]{3,}", low)}
            | {t.lower() for t in re.findall(r"(?<![A-Za-z])[A-Za-z]{3}(?![A-Za-z])", text) if t.lower() not in STOPWORDS}
            | {t.lower() for t in re.findall(r"(?<![A-Za-z])[A-Z]{2}(?![A-Za-z])", text)}
            | set(re.findall(r"\b([a-z]{3,})\.", low))
            # a caption (in capitals) says its abbreviations' words; a question says its own
            | ({stem(COLUMN_WORDS[t]) for t in re.findall(r"[a-z]+", low) if t in COLUMN_WORDS}
               if text.isupper() else set()))


MIN_CUT_WORD = 4     # letters of a caption word cut short (`SENS.`) that a question word must start with


def _said_in(caption: set[str], question: set[str], initials: set[str]) -> set[str]:
    """The caption's words the question says: as they are, cut short (`SENS.` of `sensible`), or
    as the initials of its words (`OA` of `outside air`)."""
    return {w for w in caption if w in question or w in initials
            or (len(w) >= MIN_CUT_WORD and any(q.startswith(w) for q in question))}


def _header_term_cols(q: Question, header: list[str], skip: int, title: str = "") -> list[int]:
    """Columns whose own (uncommon) header words the question uses: HOLD-DOWN, SHEATHING...
    A word of the schedule's title names what every row is (`pile` of PILE SCHEDULE), not a
    column it only leads (`PILE WORKING LOAD`); a column it captions alone (`FIXTURE` of a
    PLUMBING FIXTURE SCHEDULE) it still names. Of columns a group word leads (`COOLING`), those
    the question names by more of their words are the ones asked (`sensible cooling`)."""
    qwords = _caption_stems(q.text)
    initials = word_initials(q.text)
    kind_words = _caption_stems(title) - {"schedul"}
    out = []
    for i, h in enumerate(header):
        if i == skip or unnamed_column(h):
            continue
        hw = _caption_stems(h) - _ASKING - {"finish"}
        said = _said_in(hw, qwords, initials)
        if said and not (said <= kind_words and hw != said):
            out.append((i, said))
    # A word that captions a column alone (`FIXTURE`) names that column, not the group it also
    # leads (`FIXTURE UNITS WSFU`): columns matched by no other word are dropped.
    whole = [(i, m) for i, m in out if _caption_stems(header[i]) <= qwords | m]
    named = set().union(*(m for _, m in whole)) if whole else set()
    out = [(i, m) for i, m in out if (i, m) in whole or not m <= named]
    most = max((len(m) for _, m in out), default=0)
    return [i for i, m in out if len(m) == most or (i, m) in whole]


_SIZE_ORDER = pattern(r"\b([WHTD])\s*[xX\u00d7]\s*([WHTD])(?:\s*[xX\u00d7]\s*([WHTD]))?\b")
_SIZE_FIGURES = pattern(r"^\s*(\d+(?:\.\d+)?)\s*[xX\u00d7]\s*(\d+(?:\.\d+)?)(?:\s*[xX\u00d7]\s*(\d+(?:\.\d+)?))?\s*$")


def _ordered_figure(header: str, cell: str, key: str) -> Optional[str]:
    """The figure of a size (`915 x 2435 x 45`) that a header spelling the order (`W x H x T`)
    says is the width, height or thickness asked; None where the two do not agree."""
    order, figures = _SIZE_ORDER.search(header), _SIZE_FIGURES.match(cell)
    if not order or not figures:
        return None
    letters = [x.upper() for x in order.groups() if x]
    values = [x for x in figures.groups() if x]
    want = key[0].upper()
    if len(letters) != len(values) or letters.count(want) != 1:
        return None
    return values[letters.index(want)]


def _of_group(q: Question, a: Attr, header: list[str], cs: list[int], kind: str) -> list[int]:
    """Of the columns an attribute matches in several groups (`DOOR MATERIAL`, `FRAME MATERIAL`),
    the group the question names right before the attribute (`the frame material`) or, with
    none named there, the group of the thing the row is (a door's own `finish`)."""
    m = a.ask.search(q.text)
    before = re.findall(r"[a-z]+", q.text[:m.start()].lower()) if m else []
    for word in ([before[-1]] if before else []) + [kind]:
        mine = [i for i in cs if re.match(rf"{re.escape(word)}S?\b", header[i], re.I)]
        if mine and len(mine) < len(cs):
            return mine
    return cs


def _label(h: str) -> str:
    return " ".join(h.split()).lower()


def describe(header: list[str], cells: list[str], idx: list[int]) -> list[str]:
    """'label value' parts for the given columns; width and height read together as one size."""
    parts: list[str] = []
    used: set[int] = set()
    w = next((i for i in idx if _ATTR_BY_KEY["width"].col.search(header[i])), None)
    h = next((i for i in idx if _ATTR_BY_KEY["height"].col.search(header[i])), None)
    for i in idx:
        if i in used or i >= len(cells) or not cells[i]:
            continue
        if i in (w, h) and w is not None and h is not None and cells[w] and cells[h]:
            parts.append(f"{fix_fraction(cells[w])} wide x {fix_fraction(cells[h])} high")
            used.update({w, h})
            continue
        parts.append(f"{_label(header[i])} {fix_fraction(cells[i])}")
        used.add(i)
    return parts


# --------------------------------------------------------------------------- the handler

def question_marks(q: Question) -> tuple[list[str], list[str], list[str]]:
    """(door numbers, window marks, other marks) the question names."""
    doors = [m.group(1).upper() for m in _DOOR_REF.finditer(q.text)]
    windows = [m.group(1).upper() for m in _WINDOW_REF.finditer(q.text)]
    sheets = {norm(s) for s in q.sheet_refs}
    # "A4" of "A4.0" is a sheet number's head, not a mark.
    other = [m for m in q.marks if norm(m) not in sheets and m not in doors and m not in windows
             and not re.search(rf"(?<![\w-]){re.escape(m)}\.\d", q.text, re.I)]
    return doors, windows, other


def _door_key(m: str) -> str:
    k = norm(m)
    return re.sub(r"^(DR|D)(?=\d)", "", k)


def _window_key(m: str) -> str:
    k = norm(m)
    return re.sub(r"^(WDW|WIN|W)(?=\d)", "", k)


def _asks_rooms(q: Question) -> bool:
    return re.search(r"\b(which|what)\s+(rooms?|spaces?|areas?)\b|\bwhere\s+(is|are)\b.*\bused\b", q.text, re.I) is not None


_WHICH_SHEET = pattern(r"\b(which|what)\s+(sheets?|drawings?|pages?)\b|\bwhere\s+(is|are|can)\b", re.I)


def _asks_sheet(q: Question) -> bool:
    return bool(_WHICH_SHEET.search(q.text) and re.search(r"\bschedules?\b", q.text, re.I))


def accepts(q: Question) -> bool:
    if _asks_sheet(q):
        return False      # where a schedule is: the locate handler's
    if _asks_rooms(q):
        return False
    doors, windows, other = question_marks(q)
    if doors or windows or other or _FAMILY.search(q.raw):
        return True
    return bool(re.search(r"\b(which|what)\s+(doors?|windows?)\b", q.text, re.I))


# A material code's family named alone (`the VCT` for VCT-1): capitals, no number.
_FAMILY = pattern(r"(?<![\w-])(?P<f>[A-Z]{2,5})(?![\w-])")


def _family_rows(ctx: Context) -> list[tuple[int, tuple, Chunk, str]]:
    """The row of the one code a family has (`VCT` where the only VCT code is VCT-1): a
    material key numbers each product of a family, so a family of one is named by its letters.
    A family of several (CPT-1, CPT-2) names no one row."""
    fams = {m.group("f") for m in _FAMILY.finditer(ctx.question.raw)}
    found = []
    for key, rows in rows_by_table(ctx).items():
        kind = table_kind(key[2], rows[0].header)
        mc = mark_col(rows[0].header)
        for r in rows:
            cell = r.cells[mc].strip() if mc < len(r.cells) else ""
            m = re.fullmatch(r"(?P<f>[A-Z]{2,5})-?\d{1,2}[A-Z]?", cell)
            if m and m.group("f") in fams and kind != "room":
                found.append((20, key, r, kind))
    return found if len({norm(h[2].cells[mark_col(h[2].header)]) for h in found}) == 1 else []


def _find(ctx: Context) -> list[tuple[int, tuple, Chunk, str]]:
    """(preference, table key, row, kind) for every row whose mark the question names."""
    q = ctx.question
    doors, windows, other = question_marks(q)
    wants_door = q.has("door")
    wants_window = q.has("window")
    hits = []
    for key, rows in rows_by_table(ctx).items():
        kind = table_kind(key[2], rows[0].header)
        if kind == "room":
            continue
        mc = mark_col(rows[0].header)
        for r in rows:
            if mc >= len(r.cells) or not r.cells[mc]:
                continue
            cell = r.cells[mc]
            pref = None
            if kind == "door":
                if any(_door_key(m) == _door_key(cell) for m in doors + other):
                    pref = 3 if wants_door else 2
            elif kind == "window":
                if any(_window_key(m) == _window_key(cell) for m in windows + other):
                    pref = 3 if wants_window else 2
            if pref is None and any(norm(m) in _row_keys(cell) for m in other):
                pref = 1 if (wants_door or wants_window) and kind not in ("door", "window") else 2
            if pref is not None and (not _OCCUPANCY_GROUP.match(cell.strip()) or _about_row(q, key[2], r)):
                hits.append((pref * 10 + title_score(q, key[2]), key, r, kind))
    return hits


# An occupancy group keys code tables (travel distance, dead ends, occupant load ...), not a
# thing drawn: which table answers is said by the question's topic, not by the group.
_OCCUPANCY_GROUP = re.compile(r"^(?:A-[1-5]|B|E|F-[12]|H-[1-5]|I-[1-4]|M|R-[1-4]|S-[12]|U)(?:\s*,\s*(?:A-[1-5]|B|E|F-[12]|H-[1-5]|I-[1-4]|M|R-[1-4]|S-[12]|U))*$")


def _row_keys(cell: str) -> set[str]:
    """The marks a row's mark cell names: itself, and each group of a list of occupancy groups
    (`A-3, S-1` is the row of A-3 and of S-1, as code tables group occupancies that share a limit)."""
    keys = {norm(cell)}
    if _OCCUPANCY_GROUP.match(cell.strip()):
        keys |= {norm(p) for p in cell.split(",")}
    return keys


def _about_row(q: Question, title: str, r: Chunk) -> bool:
    """Does a code-table row keyed by the named occupancy group answer what the question is
    about (`A-3` in DEAD ENDS, asked the common path of egress travel)? The question's own
    topic words must appear in the table's title or row. The column headers count only for an
    untitled table: sibling code tables share them (OCCUPANCY, SPRINKLERED, MAX. DISTANCE), and
    only the title says which limit the table gives."""
    marks = {t for m in question_marks(q)[2] for t in re.findall(r"[a-z0-9]+", m.lower())}
    topic = {stem(t) for t in q.terms if t not in _NOT_TOPIC and t not in marks and not t.isdigit()}
    if not topic:
        return True
    titled = re.search(r"[A-Za-z]{3}", title) is not None
    said = " ".join([title, *([] if titled else r.header), *r.cells]).lower()
    return bool(topic & {stem(w) for w in re.findall(r"[a-z]+", said)})


def _row_answer(ctx: Context, r: Chunk, kind: str) -> tuple[str, Optional[str], list[str]]:
    """(statement, missing-attribute reason, attributes asked that the row does not give) for
    one row."""
    q = ctx.question
    header, cells = r.header, r.cells
    mc = mark_col(header)
    mark = cells[mc]
    label = {"door": "Door ", "window": "Window "}.get(kind, "")
    if names_another_row(ctx, r, set(_unsaid(q, r, mark))):
        return "", None, []      # `acetone in control area CA-2`: the acetone row, not CA-2's summary
    head = f"{label}{mark} ({short_title(r.table)}, sheet {r.sheet_id})"
    if ASKS_SOURCE.search(q.text) and not source_columns(header, mc):
        return "", None, []      # what feeds the mark is read where its source is given
    if re.search(r"\bwhere\b", q.text, re.I):
        # A schedule row places its mark only through a location column: else not ours.
        where = [i for i, h in enumerate(header) if i != mc and i < len(cells) and cells[i]
                 and re.search(r"LOCATION|\bROOM\b|\bFROM\b|\bTO\b|\bLEVEL\b|\bFLOOR\b|\bAREA\b", h, re.I)]
        if not where:
            return "", None, []
        text = f"{head}: " + "; ".join(describe(header, cells, where))
        return text + _rest(header, cells, [mc] + where, len(text)), None, []
    attrs = [a for a in asked_attrs(q) if not (a.key == "height" and kind == "material")
             and not (a.key == "finish" and kind not in ("door", "window"))
             and not (a.key == "fire rating" and kind not in ("door", "window") and not re.search(r"\bfire\b", q.text, re.I))]
    if any(a.key == "hardware set" for a in attrs):
        attrs = [a for a in attrs if a.key != "hardware"]
    if _MADE_OF.search(q.text) and any(a.key != "material" and cols_for(a, header, mc) for a in attrs):
        # `what is the frame made of`: the FRAME column holds its material, not TYPE.
        attrs = [a for a in attrs if a.key != "material"]
    product = bool(_PRODUCT.search(q.text)) and kind not in ("door", "window")
    idx: list[int] = []
    missing: list[str] = []
    picked: list[str] = []     # one figure of a size read in the order its header spells
    picked_cols: list[int] = []
    for a in attrs:
        cs = cols_for(a, header, mc)
        if a.key == "hardware set":
            cs = [i for i in cs if i not in _check_columns(ctx, r, cs)]
        if not cs and a.key in ("width", "height", "thickness"):
            cs = cols_for(_ATTR_BY_KEY["size"], header, mc)
            figures = [(i, f) for i in cs if i < len(cells) for f in [_ordered_figure(header[i], cells[i], a.key)] if f]
            if figures:
                i, f = figures[0]
                picked.append(f"{a.key} {f} (of {_label(header[i])} {cells[i]})")
                picked_cols.append(i)
                continue
        if not cs and a.key == "size":
            wide, high = cols_for(_ATTR_BY_KEY["width"], header, mc), cols_for(_ATTR_BY_KEY["height"], header, mc)
            cs = wide + high
            if kind in ("door", "window"):     # an opening's size is its width and its height
                given = lambda cols: any(i < len(cells) and cells[i].strip() for i in cols)   # noqa: E731
                if given(wide) != given(high):
                    missing.append("height" if given(wide) else "width")
        if not cs and a.key == "thickness":
            # a footing's or slab's thickness is its depth, the `D` figure of its size (`x 700D`)
            cs = [i for i in cols_for(_ATTR_BY_KEY["size"], header, mc) if i < len(cells) and _DEPTH_FIGURE.search(cells[i])]
        if not cs and a.key in ("type", "material"):
            cs = [i for i, h in enumerate(header) if i != mc and re.search(r"PRODUCT|DESCRIPTION|MATERIAL|TYPE", h, re.I)]
        if len(cs) > 1:
            cs = _of_group(q, a, header, cs, kind)
        if cs and a.strict and not any(i < len(cells) and cells[i].strip() for i in cs):
            missing.append(a.key)     # the column is there, this row's cell is blank or unread
            continue
        if not cs:
            word = a.ask.search(q.text).group(0).lower().split()[-1]
            mention = [i for i, c in enumerate(cells) if i != mc and c and re.search(rf"\b{re.escape(word[:5])}", c, re.I)]
            if mention:
                cs = mention
            elif a.strict:
                missing.append(a.key)
                continue
        idx += [i for i in cs if i not in idx]
    idx += [i for i in _header_term_cols(q, header, mc, r.table) if i not in idx]
    served = _service_cols(q, header, mc)
    if served:
        # A connection column holds a pipe size: the service asked is the column, and its size.
        idx = served
        missing = [m for m in missing if m not in ("size", "quantity")]
    # Cells that carry the question's own content words ("grout" in the remarks).
    content = [stem(t) for t in re.findall(r"[a-z][a-z0-9\-]{2,}", q.text.lower())
               if stem(t) not in _ASKING and norm(t) != norm(mark)]
    mentioned = [i for i, c in enumerate(cells) if i != mc and c
                 and any(re.search(rf"\b{re.escape(t)}", c.lower()) for t in content)]
    if picked and not idx:
        text = f"{head}: " + "; ".join(picked)
        return text + _rest(header, cells, [mc] + picked_cols, len(text)), None, []
    if product or not (attrs or idx or mentioned):
        stray = [] if product else _unsaid(q, r, mark)
        if stray:
            return "", None, []     # not this schedule's; a note may still say it
        idx = [i for i in range(len(header)) if i != mc]
    elif not (attrs or idx):
        tokens, named = _naming_mark(q, mark)
        kind_words = {stem(tokens[j]) for j in named if j < len(tokens) and norm(tokens[j]) != norm(mark)}
        unsaid = [w for w in _unsaid(q, r, mark)
                  if not (w in _MEASURE_GIVEN and any(_MEASURE_GIVEN[w].search(c) for c in r.cells if c))]
        if unsaid and any(not any(re.search(rf"\b{re.escape(t)}", r.cells[i].lower()) for t in kind_words)
                          for i in mentioned):
            return "", None, []     # a cell says a word of the question beside the mark's kind; the rest is not in the row
        idx = mentioned
    else:
        # Content words that only the remarks carry ("grout") bring the remarks along.
        idx += [i for i in mentioned if i not in idx and re.search(r"REMARK|NOTE|COMMENT", header[i], re.I)]
    if missing and not [i for i in idx if i < len(cells) and cells[i]]:
        blank = [m for m in missing if cols_for(_ATTR_BY_KEY[m], header, mc)]
        if blank:
            return "", f"the {short_title(r.table)} gives no {' or '.join(blank)} for {mark}", missing
        return "", f"the {short_title(r.table)} has no {' or '.join(missing)} column", missing
    checked = _check_columns(ctx, r, idx) if is_yes_no(q.text) else []
    # A check column is named by its item (`PANIC` under HARDWARE): the item the question names
    # answers it, not the other items of the group it shares a heading word with.
    named = [i for i in checked if i in _header_term_cols(q, header, mc)]
    checked = named or checked
    if checked:
        said = "; ".join(f"{header[i].lower()} {'marked ' + cells[i].strip() if _marked(cells, i) else 'not marked'}"
                         for i in checked)
        yes = all(_marked(cells, i) for i in checked)
        return f"{'Yes' if yes else 'No'}. {head}: {said}", None, []
    parts = describe(header, cells, idx)
    if not parts:
        asked = ", ".join(a.key for a in attrs) or "the column asked about"
        return "", f"the {short_title(r.table)} gives no {asked} for {mark}", []
    text = f"{head}: " + "; ".join(parts)
    if missing:
        # A schedule read by OCR may have lost the column: not found, not absent.
        text += (f" ({' or '.join(missing)}: not found)" if r.source == "ocr"
                 else f" (no {' or '.join(missing)} given)")
    return text + _rest(header, cells, [mc] + idx, len(text)), None, missing


# A plumbing fixture or equipment schedule heads its connection columns with the services'
# abbreviations (`CW  HW  W  V` under CONNECTIONS) and its fixture-unit columns with `WSFU` and
# `DFU`; a question names the service in words. Longer names first: `hot water return` is no
# `hot water`, `drainage fixture units` no `waste`.
_SERVICE_HEADS = [
    (pattern(r"\bwater\s+supply\s+fixture\s+units?\b|\bwsfu\b", re.I), r"WSFU"),
    (pattern(r"\bdrainage\s+fixture\s+units?\b|\bdfu\b", re.I), r"DFU"),
    (pattern(r"\bhot\s+water\s+return\b|\bhwr\b", re.I), r"HWR"),
    (pattern(r"\bcold\s+water\b", re.I), r"C\.?W\.?"),
    (pattern(r"\bhot\s+water\b", re.I), r"H\.?W\.?"),
    (pattern(r"\b(?:waste|sanitary|soil)\b", re.I), r"W|SAN|WASTE"),
    (pattern(r"\bvents?\b", re.I), r"V|VENT"),
    (pattern(r"\b(?:natural\s+)?gas\b", re.I), r"G|GAS"),
]
MIN_SERVICE_COLUMNS = 2     # service abbreviations among a header that make it a plumbing connection schedule


def _service_col(head: str, abbr: str) -> bool:
    """A header whose last word is the service's abbreviation (`CONNECTIONS CW`, `HW`)."""
    return re.search(rf"(?:^|\s)(?:{abbr})$", head.strip(), re.I) is not None


def _service_cols(q: Question, header: list[str], skip: int) -> list[int]:
    """The column of the service the question names, in a header with two or more service
    columns (a `V` alone may be volts); [] otherwise."""
    services = [i for i, h in enumerate(header) if i != skip and any(_service_col(h, a) for _, a in _SERVICE_HEADS)]
    if len(services) < MIN_SERVICE_COLUMNS:
        return []
    for asked, abbr in _SERVICE_HEADS:
        if asked.search(q.text):
            return [i for i in services if _service_col(header[i], abbr)]
    return []


# A size's depth figure: `700D`, `x 8" DEEP`.
_DEPTH_FIGURE = pattern(r"\d\s*D\b|\bDEEP\b", re.I)
# Words that ask how much (`how far`, `how deep`): the measure asked, not a topic of the row.
_MEASURE_WORDS = frozenset(stem(w) for w in "far long deep much many often big high wide".split())
# Words that name the value a row gives without naming a column (`the dead end limit`).
_VALUE_WORDS = frozenset(stem(w) for w in "limit limits maximum minimum max min allowed allowable permitted "
                         "requirement value values figure amount".split())
# A cell naming a bar at all (`6-N24 T&B`, `4 #5`), and a question word asking how a thing is
# reinforced: looser than contract's whole bar callout, which a part's answer must show.
_REINFORCING_WORD = pattern(r"^(?:reinforc|reo$|rebar)", re.I)
_BAR_IN_CELL = pattern(r"(?<![\w#])(?:\d+\s*-\s*)?(?:[NYT]\d{2}|#\s?\d{1,2})\b", re.I)


def _unsaid(q: Question, r: Chunk, mark: str) -> list[str]:
    """The question's topic words that neither the schedule's title, its headers nor the row's
    cells carry (`how far into rock are the P1 piles socketed`: `rock`, `socketed`). A row is
    quoted whole only for a question about the mark itself; a topic the schedule never names is
    not in it. A bar callout cell (`6-N24 T&B`) says how the mark is reinforced."""
    words = set(re.findall(r"[a-z]+", " ".join([r.table, *r.header, *r.cells]).lower()))
    said = words | {stem(w) for w in words}
    bars = any(_BAR_IN_CELL.search(c) for c in r.cells if c)
    tokens, named = _naming_mark(q, mark)
    out = []
    for i, w in enumerate(tokens):
        t = stem(w)
        if (i in named or len(w) < 3 or not w[0].isalpha() or t in said or w.rstrip("s") in said
                or t in _ASKING or t in _MEASURE_WORDS or t in _VALUE_WORDS or w in STOPWORDS or w in WEAK_WORDS or w in _PLACE_WORDS
                or (bars and _REINFORCING_WORD.match(w))):
            continue
        out.append(w)
    return list(dict.fromkeys(out))


def _naming_mark(q: Question, mark: str) -> tuple[list[str], set[int]]:
    """The question's words, and where it says the mark and its kind around it (`strip footing
    SF1`, `the P1 piles`); a word that `of` or `for` parts from the mark is asked of it (`the
    horsepower of EF-2`), and so is a measure's letters after it (`RTU-2 IEER`)."""
    written = re.findall(r"[A-Za-z0-9][A-Za-z0-9\-]*", q.text)
    tokens = [w.lower() for w in written]
    at = [i for i, w in enumerate(tokens) if norm(w) == norm(mark)]
    named = {j for i in at for j in (i, i + 1) if j == i or j >= len(written) or not _LETTERS.fullmatch(written[j])}
    for i in at:
        j = i - 1
        while j >= max(0, i - MARK_NOUN_WORDS) and tokens[j] not in STOPWORDS:
            named.add(j)
            j -= 1
    return tokens, named


_LETTERS = re.compile(r"[A-Z]{2,6}\d?")      # a measure said by its letters (IEER, SEER2, CFM)
# A measure a question names that a row gives by its unit, not its word: a urinal's flush `rate`
# is its `0.125 GPF`; a transfer `time` would be given in seconds.
_MEASURE_GIVEN = {"rate": pattern(r"\bGP[FMHD]\b|\bCFM\b|/\s*(?:HR|MIN|SEC)\b", re.I),
                  "time": pattern(r"\d\s*(?:SEC|SECONDS?|MIN|MINUTES?|HRS?|HOURS?)\b", re.I)}
MARK_NOUN_WORDS = 2     # words before a mark that may name its kind (`raft footing RF1`)
# Prepositions and pronouns: the frame of a question, never its topic.
_PLACE_WORDS = frozenset("into onto from with within through each every they them their its this that these those "
                         "there here need needs".split())


# A check column (`CLOSER`, `KICK PLATE`) holds a mark where the row has the item, else nothing.


def _marked(cells: list[str], i: int) -> bool:
    return i < len(cells) and bool(CHECK_MARK.match(cells[i].strip()))


def _is_check_column(rows: list[Chunk], i: int) -> bool:
    """Every cell of the column a mark or blank, some marked."""
    values = [x.cells[i].strip() if i < len(x.cells) else "" for x in rows]
    return any(values) and all(not v or CHECK_MARK.match(v) for v in values)


def _check_columns(ctx: Context, r: Chunk, idx: list[int]) -> list[int]:
    """Of the columns asked about, those that are check columns in the whole schedule. A blank
    there says `no`; in any other column it says nothing."""
    rows = rows_by_table(ctx).get((r.file, r.page, r.table), [])
    return [i for i in idx if _is_check_column(rows, i)]


def _rest(header: list[str], cells: list[str], used: list[int], length: int, limit: int = 290) -> str:
    """The rest of the row, as context, while the answer stays short."""
    extra = []
    for p in describe(header, cells, [i for i in range(len(header)) if i not in used]):
        if length + len(" (also: ") + len("; ".join(extra + [p])) + 1 > limit:
            break
        extra.append(p)
    return f" (also: {'; '.join(extra)})" if extra else ""


MAX_CHECKED_LISTED = 40   # rows of a check column listed by mark; more is a schedule to read, not an answer
_FIGURE_WITH_UNIT = pattern(r"(?<![\w.])(\d+(?:\.\d+)?)\s*-?\s*(?:minutes?|mins?\.?|hours?|hrs?\.?|h|mm)?(?![\w])", re.I)


def _reverse(ctx: Context) -> Answer | None:
    """'Which window has tempered glazing?': rows of that kind whose cells carry the words."""
    q = ctx.question
    m = re.search(r"\b(which|what)\s+(doors?|windows?)\b", q.text, re.I)
    if not m:
        return None
    want = "door" if m.group(2).lower().startswith("door") else "window"
    # A figure given with the attribute (`a 45 minute fire rating`) is that column's value; its
    # unit word is the column's too (`FIRE RATING (min)`), not a word to find in the cells.
    figures = [f.group(1) for f in _FIGURE_WITH_UNIT.finditer(q.text)]
    text = _FIGURE_WITH_UNIT.sub(" ", q.text)
    terms = [stem(t) for t in re.findall(r"[a-z][a-z0-9\-]{2,}", text.lower()) if stem(t) not in _ASKING]
    attrs = [a for a in asked_attrs(q) if a.key not in ("type", "size", "width", "height")]
    if figures and not attrs:
        figures, terms = [], [stem(t) for t in re.findall(r"[a-z][a-z0-9\-]{2,}", q.text.lower()) if stem(t) not in _ASKING]
    hits: list[tuple[Chunk, list[int]]] = []
    unkeyed: list[tuple[Chunk, list[int]]] = []     # rows that match but whose mark is blank or unread
    tables = 0
    for key, rows in rows_by_table(ctx).items():
        if table_kind(key[2], rows[0].header) != want:
            continue
        tables += 1
        header = rows[0].header
        mc = mark_col(header)
        # A check column the question names by its item (`panic hardware`): its marked rows.
        checks = [i for i in _header_term_cols(q, header, mc) if _is_check_column(rows, i)]
        said = {stem(w) for i in checks for w in re.findall(r"[a-z]+", header[i].lower())}
        for r in rows:
            found = hits if mc < len(r.cells) and r.cells[mc] else unkeyed
            cells = [c.lower() for c in r.cells]
            if checks:
                rest = [t for t in terms if t not in said]
                if all(_marked(r.cells, i) for i in checks) and \
                        all(any(re.search(rf"\b{re.escape(t)}", c) for c in cells) for t in rest):
                    found.append((r, checks))
            elif figures:
                cs = [i for a in attrs for i in cols_for(a, header, mc)]
                where = [i for i in cs if i < len(r.cells)
                         and any(re.search(rf"(?<![\d.]){re.escape(f)}(?![\d.])", r.cells[i]) for f in figures)]
                if where and all(any(re.search(rf"\b{re.escape(t)}", c) for c in cells) for t in terms):
                    found.append((r, where))
            elif terms:
                where = [i for i, c in enumerate(cells) if i != mc and any(re.search(rf"\b{re.escape(t)}", c) for t in terms)]
                if all(any(re.search(rf"\b{re.escape(t)}", cells[i]) for i in range(len(cells)) if i != mc) for t in terms):
                    found.append((r, where))
            elif attrs:
                cs = [i for a in attrs for i in cols_for(a, header, mc)]
                where = [i for i in cs if i < len(r.cells) and not empty(r.cells[i])
                         and not re.fullmatch(r"0|NO|NON-?RATED|NR", r.cells[i].strip(), re.I)]
                if cs and where:
                    found.append((r, where))
    if not tables or not hits:
        return None
    # A check column's rows are listed by mark alone: the column says what they share.
    by_check = any(where and all(_marked(r.cells, i) for i in where) for r, where in hits[:1]) and figures == [] \
        and all(_marked(r.cells, i) for r, where in hits for i in where)
    if len(hits) > (MAX_CHECKED_LISTED if by_check else 12):
        return None
    parts, ev = [], []
    for r, where in hits:
        mc = mark_col(r.header)
        bits = [] if by_check and len(hits) > 1 else describe(r.header, r.cells, where)
        if len(hits) == 1:
            bits = describe(r.header, r.cells, where + [i for i in range(len(r.header)) if i not in where and i != mc])
        parts.append(f"{r.cells[mc]} ({'; '.join(bits)})" if bits else r.cells[mc])
        ev.append((r, r.text, r.bbox))
    first = hits[0][0]
    where_txt = f"{short_title(first.table)}, sheet {first.sheet_id}"
    if len(hits) == 1:
        text = f"{want.capitalize()} {parts[0]} — {where_txt}"
    elif by_check:
        marked = ", ".join(dict.fromkeys(_label(hits[0][0].header[i]) for i in hits[0][1]))
        text = f"{len(hits)} {want}s marked {marked}: " + ", ".join(parts) + f" — {where_txt}"
    else:
        text = f"{len(hits)} {want}s: " + ", ".join(parts) + f" — {where_txt}"
    result = make_answer(ctx, text, CONFIDENCE - 0.05, name, ev[:12])
    if unkeyed:
        # A row that matches but names no mark (its mark lost to OCR, or left blank) is one more
        # answer the list cannot name: said, never dropped.
        lost = f"the mark of {len(unkeyed)} more matching row{'s' if len(unkeyed) > 1 else ''}"
        shown = "; ".join(", ".join(describe(r.header, r.cells, where)) for r, where in unkeyed[:3])
        result.answer += f" (and {lost}, not read: {shown})"
        result.missing_parts = [lost]
    return result


def answer(ctx: Context) -> Answer | Abstain | None:
    hits = _find(ctx) or _family_rows(ctx)
    if not hits:
        return _reverse(ctx)
    best = max(h[0] for h in hits)
    top = [h for h in hits if h[0] == best]
    # The same mark twice in one schedule is a misread; in several schedules, say each.
    seen, chosen = set(), []
    for h in top:
        k = (h[1], norm(h[2].cells[mark_col(h[2].header)]))
        if k not in seen:
            seen.add(k)
            chosen.append(h)
    chosen = chosen[:3]
    texts, reasons, ev, missing = [], [], [], []
    for _, _, r, kind in chosen:
        text, why, lacking = _row_answer(ctx, r, kind)
        if text:
            texts.append(text)
            ev.append((r, r.text, r.bbox))
            missing += [m for m in lacking if m not in missing]
        elif why:
            reasons.append(why)
    if not texts:
        return Abstain(reasons[0], name) if reasons else None
    result = make_answer(ctx, "; ".join(texts), CONFIDENCE, name, ev)
    result.missing_parts = missing
    return result
