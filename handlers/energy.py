"""Energy: the energy code and edition, insulation R-values by assembly, window U-factor / SHGC,
climate zone, prescriptive package, equipment efficiency (AFUE, SEER, HSPF, UEF) and the glazing
percentage.

Each answer is the line of the set that states the value, quoted, with its block's box. Template
values (`R-##`, `U-0.XX`) are not values: a set that has only those gets an abstention. R-values
are read only where the text ties them to insulation (or, for a question about a named view such
as "the cross section", where that view's sheet shows them).
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS, ASKS_MEANING
from drawqa.models import Answer
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import (Passage, chunk_passages, chunks_with, page_chunks, sentences, stem)
from .base import Abstain, Context, make_answer, pattern

name = "energy"
kinds = frozenset({"energy"})
MISSING = "missing"       # a found entry that says what was asked and not found
# How an answer names a value it could not find.
_SAID = {"r-value": "insulation R-value", "u-factor": "U-factor", "shgc": "SHGC", "afue": "AFUE", "seer": "SEER", "eer": "EER",
         "hspf": "HSPF", "uef": "UEF", "hers": "HERS index", "code": "energy code"}

# An R-value, continuous insulation marked after it (`R-35ci`) or added to a cavity's (`R-13 + R-10ci`).
_R = pattern(r"(?<![\w-])R\s?-?\s?(\d{1,2}(?:\.\d)?)(?:\s?c\.?i\b\.?)?"
             r"(?:\s*\+\s*(?:R\s?-?\s?)?\d{1,2}(?:\.\d)?\s*(?:c\.?i\b\.?)?)?(?![\w.])", re.I)
_R_PLACEHOLDER = pattern(r"(?<![\w-])R\s?-?\s?(?:#{1,3}|X{1,3}|\?{1,3}|_{2,})(?![\w])", re.I)
_INSUL = pattern(r"\binsul|\bbatts?\b|\brigid\b|\bfoam\b|\bblown\b|\bcavity\b|\bc\.?i\.?\b|\bcontinuous\b|"
                 r"\bfiberglass\b|\bmineral\s+wool\b|\bcellulose\b|\br-?\s?value", re.I)
_NOT_INSUL = pattern(r"\bzon(?:e|ing)\b|\boccupanc|\bgroup\b|\bdistrict\b", re.I)
_ASSEMBLY = {
    "ceiling": pattern(r"\bceilings?\b|\battic\b|\broofs?\b|\brafters?\b|\bvaulted\b", re.I),
    "wall": pattern(r"\bwalls?\b|\bstuds?\b", re.I),
    "floor": pattern(r"\bfloors?\b|\bjoists?\b|\bcrawl", re.I),
    "slab": pattern(r"\bslab\b|\bfoundation\b|\bbasement\b|\bperimeter\b|\bbelow\s+grade\b", re.I),
    "duct": pattern(r"\bducts?\b", re.I),
}
# A value stands free: the digit that ends a metric's name (`EER2`, `SEER2`) is not one.
_FREE = r"(?<![A-Za-z\d.])"
_METRICS = {
    "u-factor": (pattern(r"\bu-?\s?(?:factor|value)s?\b|\bu\s*=", re.I),
                 pattern(r"\bU(?:-?\s?(?:factor|value))?(?:\s+of)?\s*[:=-]?\s*(0?\.\d{2,3})\b|\b(0?\.\d{2,3})\s*u-?factor", re.I)),
    "shgc": (pattern(r"\bshgc\b|\bsolar\s+heat\s+gain", re.I),
             pattern(r"\b(?:SHGC|solar\s+heat\s+gain\s+coefficient)\s*(?:of\s*)?[:=]?\s*(0?\.\d{1,3})\b", re.I)),
    "afue": (pattern(r"\bafue\b", re.I), pattern(rf"\bAFUE\b\D{{0,15}}{_FREE}(\d{{2}}(?:\.\d)?)\s*%?", re.I)),
    "seer": (pattern(r"\bseer2?\b", re.I), pattern(rf"\bSEER2?\b\D{{0,12}}{_FREE}(\d{{1,2}}(?:\.\d)?)", re.I)),
    "eer": (pattern(r"\beer2?\b", re.I), pattern(rf"\bEER2?\b\D{{0,12}}{_FREE}(\d{{1,2}}(?:\.\d{{1,2}})?)", re.I)),
    "hspf": (pattern(r"\bhspf2?\b", re.I), pattern(rf"\bHSPF2?\b\D{{0,12}}{_FREE}(\d{{1,2}}(?:\.\d)?)", re.I)),
    "uef": (pattern(r"\bu?ef\b|\benergy\s+factor", re.I),
            pattern(rf"\bU?EF\b\D{{0,12}}{_FREE}(0?\.\d{{2}}|\d\.\d{{1,2}})", re.I)),
    # The HERS index is a rating; HERS verification, raters and providers are not it.
    "hers": (pattern(r"\bhers\s+(?:index|rating|score)\b", re.I),
             pattern(rf"\bHERS\s+(?:index|rating|score)\b\D{{0,15}}{_FREE}(\d{{1,3}})", re.I)),
    "climate zone": (pattern(r"\bclimate\s+zone|\bc\.?\s?z\.?\s?\d", re.I),
                     pattern(r"\bclimate\s+zone\s*(?:no\.?|number|#)?\s*[:=]?\s*(\d{1,2}[A-C]?)\b|"
                             r"\bC\.?\s?Z\.?\s?-?\s?(\d{1,2}[A-C]?)\b|\bzone\s+(\d{1,2}[A-C]?)\b", re.I)),
    "package": (pattern(r"\bpackage\b", re.I),
                pattern(r"\bpackage\s*[\"'\u201c\u2018]?([A-Z])\b[\"'\u201d\u2019]?", re.I)),
    "glazing percentage": (pattern(r"\bglaz\w*\s+(?:percent|ratio|%|area\s+ratio)|\b(?:percent(?:age)?|%)\s+(?:of\s+)?glaz|"
                                   r"\bwindow[- ]to[- ]wall|\bfenestration\s+(?:area\s+)?(?:percent|ratio)", re.I),
                           pattern(r"(\d{1,2}(?:\.\d{1,2})?)\s*%", re.I)),
}
_CODE_NAME = pattern(
    r"\b(?:(?:19|20)\d\d\s+)?(?:[A-Z][a-z]+\s+(?:State\s+)?)?(?:international\s+energy\s+conservation\s+code|"
    r"energy\s+(?:conservation\s+)?code|energy\s+(?:efficiency\s+)?standards?)\b|\bIECC\b|\btitle\s*24\b|"
    r"\bASHRAE\s*(?:standard\s*)?90\.[12]\b|\bres\s*check\b|\bcom\s*check\b|\bcalgreen\b", re.I)
_YEAR = pattern(r"\b(?:19|20)\d\d\b")
_NAMED_PACKAGE = pattern(r"\b(?i:package)\s*[\"'\u201c]?([A-Z])\b")
_PLACEHOLDER_NUM = pattern(r"#{2,}|\bX{2,}\b|\?{2,}|0?\.X{2}|_{3,}", re.I)


def accepts(q: Question) -> bool:
    if "energy" not in q.kinds or q.kind == "count" or ASKS_MEANING.search(q.text):
        return False
    # A window or door named by its mark (`window W3`) is read from its schedule row.
    if any(not re.fullmatch(r"R-?\d{1,2}", m, re.I) for m in q.marks) and ("window" in q.kinds or "door" in q.kinds):
        return False
    return bool(_intents(q))


# A yes/no question whose verb is complying asks the compliance result, not which code applies.
_ASKS_RESULT = pattern(r"^\s*(?:does|do|did|will|is|are)\b.*\b(?:comply|complies|compliant|pass(?:es)?|meets?)\b", re.I)
_ASKS_MARGIN = pattern(r"\bmargin\b|\bpercent(?:age)?\s+(?:better|improvement)\b|\bbetter\s+than\s+(?:the\s+)?standard\b", re.I)
_VERDICT = pattern(r"\b(?:complies|compliant|pass(?:es|ed)?)\b", re.I)
_NEGATIVE = pattern(r"\b(?:does\s+not\s+comply|not\s+compliant|non-?compliant|fail(?:s|ed)?)\b", re.I)
_MARGIN = pattern(rf"(?:\bmargin\b|\bbetter\s+than\s+(?:the\s+)?standard\b|\bpercent\s+improvement\b)"
                  rf"[^0-9]{{0,20}}{_FREE}(\d{{1,3}}(?:\.\d{{1,2}})?\s*%?)", re.I)
# Parts of a building a compliance form or sheet gives its own verdict for: a verdict that names
# one answers only a question naming it.
_PARTS = pattern(r"\b(?:lighting|mechanical|hvac|envelope|water\s+heating|solar|pv|plumbing|electrical)\b", re.I)


def _intents(q: Question) -> list[str]:
    t = q.text
    if _ASKS_MARGIN.search(t):
        return ["margin"]
    if _ASKS_RESULT.search(t):
        return ["result"]
    out = []
    if re.search(r"\br-?\s?values?\b|\binsulation\b|\binsulated\b", t, re.I):
        out.append("r-value")
    for m, (asks, _) in _METRICS.items():
        if m == "package":
            # "for Package E" qualifies another question; "which package" asks for one.
            if re.search(r"\bpackage\b", t, re.I) and not _NAMED_PACKAGE.search(t):
                out.append(m)
            continue
        if m == "glazing percentage":
            if re.search(r"\bglaz\w*\b.*\b(?:percent|ratio|%)|\b(?:percent|ratio)\w*\b.*\bglaz", t, re.I):
                out.append(m)
            continue
        if m == "uef" and not re.search(r"\buef\b|\benergy\s+factor", t, re.I):
            continue
        if asks.search(t):
            out.append(m)
    if not out and re.search(r"\benergy\s+(?:code|standard|compliance)|\biecc\b|\btitle\s*24\b|\bashrae\b|"
                             r"\b(?:which|what)\s+(?:energy\s+)?(?:code|standard|edition)", t, re.I):
        out.append("code")
    return out


def _assemblies(text: str) -> set[str]:
    return {k for k, rx in _ASSEMBLY.items() if rx.search(text)}


def _passages(ctx: Context, terms: list[str]) -> list[Passage]:
    """Passages of the chunks holding any term, plus those of the top retrieval hits (a value
    written in a way the tokenizer splits, like `(C.Z.2)`, is still found)."""
    chunks, seen = [], set()
    hits = [h.chunk for h in ctx.hits[:15] if h.chunk.kind != "row" and ctx.in_scope(h.chunk)]
    for c in chunks_with(ctx, terms) + hits:
        key = (c.file, c.page, c.id)
        if key not in seen:
            seen.add(key)
            chunks.append(c)
    out = []
    for c in chunks:
        out.extend(chunk_passages(c))
    return out


MAX_TABLE_CLAUSE = 240     # characters of a table's text read as one clause, at most


def _clauses(p: Passage) -> list[str]:
    out = []
    for s in sentences(p.text):
        if p.chunk.kind == "table" and len(s) > MAX_TABLE_CLAUSE:
            continue      # a table's rows run together (its own rows are read by `_from_rows`) name no one value
        out.extend(x.strip() for x in re.split(r";\s+", s) if x.strip())
    return out


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    intents = _intents(q)
    res = _from_rows(ctx, [i for i in intents if i in _METRICS or i == "r-value"])
    if res is not None:
        return res
    found: list[tuple[str, Passage, str, float]] = []   # (intent, passage, quoted text, score)
    for intent in intents:
        if intent == "r-value":
            res = _r_values(ctx)
        elif intent in ("result", "margin"):
            res = _result(ctx, intent)
        elif intent == "code":
            res = _energy_code(ctx)
        else:
            res = _metric(ctx, intent)
        if isinstance(res, Abstain):
            if len(intents) == 1:
                return res
            found.append((MISSING, None, f"{_SAID.get(intent, intent)}: not found", 0.0))
            continue
        if res is None:
            if len(intents) == 1:
                return None
            found.append((MISSING, None, f"{_SAID.get(intent, intent)}: not found", 0.0))
            continue
        found.extend(res)
    if all(intent == MISSING for intent, *_ in found):
        return None
    # One quote per passage, in the order the intents were asked.
    seen, parts, evidence, conf = set(), [], [], 0.0
    missing = [quote for intent, _, quote, _ in found if intent == MISSING]
    for intent, p, quote, score in found:
        if intent == MISSING:
            continue
        ps = p if isinstance(p, list) else [p]
        key = tuple((x.chunk.file, x.chunk.page, x.bbox) for x in ps)
        if key in seen:
            continue
        seen.add(key)
        if quote not in parts:
            parts.append(quote)
        evidence.extend((x.chunk, x.text, x.bbox) for x in ps)
        conf = max(conf, score)
    text = "; ".join([p.rstrip(" .") for p in parts] + missing) if missing else "; ".join(parts)
    result = make_answer(ctx, text, conf, name, evidence[:6])
    result.missing_parts = [m.split(":")[0] for m in missing]
    return result


# --------------------------------------------------------------------------- compliance tables

# Column headers that say whose value a column holds: the question picks one by naming it.
_COLUMN_WORDS = ("proposed", "required", "provided", "design", "actual", "minimum", "maximum", "existing",
                 "prescriptive", "installed")
_METRIC_WORDS = frozenset("r value values u factor uef ef hspf hspf2 seer seer2 eer eer2 afue shgc hers efficiency "
                          "insulation rating".split())


def _holds_metric(intent: str, cell: str, context: str) -> bool:
    """The cell gives the value asked: an R-value, or a number beside the metric's name in the
    cell (`9.0 HSPF2`) or in its row label or column header (`WINDOWS U-FACTOR` | `0.27`)."""
    if intent == "r-value":
        return bool(_r_hits(cell))
    asks, value_rx = _METRICS[intent]
    if value_rx.search(cell) or (asks.search(cell) and re.search(_FREE + r"\d", cell)):
        return True
    return bool(asks.search(context) and re.fullmatch(r"\s*\d{0,3}(?:\.\d{1,3})?\s*%?\s*", cell) and re.search(r"\d", cell))


def _from_rows(ctx: Context, intents: list[str]) -> Optional[Answer]:
    """A compliance table's row (`ABOVE-GRADE WALLS | R-20 OR 13+5 | R-21 | FIBERGLASS BATT`):
    the row whose label names what the question names, the columns holding the metric asked,
    and of those the one whose header the question names (`proposed`, `required`). Two rows
    that fit equally leave it to the passages below."""
    if not intents:
        return None
    q = ctx.question
    subject = {stem(t) for t in tokenize(q.text) if t not in ASKING_WORDS and t not in _METRIC_WORDS
               and t not in _COLUMN_WORDS and len(t) > 1}
    wants = [w for w in _COLUMN_WORDS if re.search(rf"\b{w}", q.text, re.I)]
    scored = []
    for r in ctx.rows():
        if not r.header or len(r.cells) != len(r.header):
            continue
        for intent in intents:
            first = next((i for i, c in enumerate(r.cells) if re.search(r"[A-Za-z]{3}", c)
                          and not _holds_metric(intent, c, "")), None)
            if first is None:
                continue
            label = r.cells[first]
            cols = [i for i, c in enumerate(r.cells)
                    if i != first and c and _holds_metric(intent, c, f"{label} {r.header[i]} {_type_of(r, i)}")]
            # The row's label names the subject, or the form section's title does for its rows
            # (`WATER HEATERS` over `DHW HPWH 1`).
            named = subject & {stem(t) for t in tokenize(label)}
            titled = subject & {stem(t) for t in tokenize(r.table)}
            if not cols or not (named or titled):
                continue
            picked = [i for i in cols if any(_heads(r.header, i, w) for w in wants)] if wants else cols
            if picked:
                scored.append(((len(named), len(titled)), r, first, picked))
    if not scored:
        return None
    top = max(s[0] for s in scored)
    best = [s for s in scored if s[0] == top]
    # Rows that fit equally answer together only where they give the same values (two windows
    # of one product); values that differ leave it to the passages below.
    if len({(s[1].table, tuple(s[1].header[i] for i in s[3]), tuple(s[1].cells[i] for i in s[3])) for s in best}) > 1:
        return None
    _, r, first, picked = best[0]
    values = "; ".join(_with_type(r, i) for i in picked)
    labels = ", ".join(dict.fromkeys(s[1].cells[s[2]] for s in best))
    text = f"{labels}: {values} ({r.table})"
    return make_answer(ctx, text, 0.85, name, [(s[1], s[1].text, tuple(s[1].bbox)) for s in best][:6])


# A compliance table's own word for a column a question names otherwise: what is `provided` is
# the design's PROPOSED value where no column says PROVIDED.
_COLUMN_ALSO = {"provided": "proposed", "proposed": "provided", "design": "proposed", "actual": "proposed"}


def _heads(header: list[str], i: int, word: str) -> bool:
    """Column i is the one the question's word names, by that word or, where no column says it,
    by the table's own word for it."""
    if re.search(rf"\b{word}", header[i], re.I):
        return True
    also = _COLUMN_ALSO.get(word)
    return also is not None and re.search(rf"\b{also}", header[i], re.I) is not None and \
        not any(re.search(rf"\b{word}", h, re.I) for h in header)


def _type_column(r, i: int) -> Optional[int]:
    """The form's `... Type` column that names the metric of column i: `Heating Efficiency
    Type: UEF` says what `Heating Efficiency: 3.45` is."""
    want = f"{r.header[i]} type".lower()
    return next((k for k, h in enumerate(r.header) if h.lower() == want and r.cells[k]), None)


def _type_of(r, i: int) -> str:
    k = _type_column(r, i)
    return "" if k is None else r.cells[k]


def _with_type(r, i: int) -> str:
    """`Header: value`, after the column that names its metric where the form has one."""
    k = _type_column(r, i)
    pair = f"{r.header[i]}: {r.cells[i]}"
    return pair if k is None else f"{r.header[k]}: {r.cells[k]}; {pair}"


# --------------------------------------------------------------------------- compliance result

def _result(ctx: Context, intent: str):
    """The line that gives the compliance verdict (`RESULT: PASS - BUILDING COMPLIES`) or the
    margin with its figure (`PERCENT BETTER THAN STANDARD: 7.8%`); a verdict of one part of the
    building (`LIGHTING POWER ... COMPLIES`) only for a question about that part."""
    q = ctx.question
    asked_parts = {m.group(0).lower() for m in _PARTS.finditer(q.text)}
    terms = ["complies", "comply", "compliance", "compliant", "pass", "fail", "result", "margin", "better",
             "standard", "improvement"]
    best = None
    for p in _passages(ctx, terms):
        for s in _clauses(p):
            parts = {m.group(0).lower() for m in _PARTS.finditer(f"{p.heading} {s}")}
            if parts - asked_parts:
                continue
            if intent == "margin":
                if not _MARGIN.search(s):
                    continue
            elif not (_VERDICT.search(s) or _NEGATIVE.search(s)) or re.search(r"\bif\b|\bshall\b|\bmust\b", s, re.I):
                continue          # a requirement (`SHALL COMPLY WITH`) is no verdict
            # The verdict's own line, not the form section around it.
            score = 0.75 + 0.01 * min(_overlap(q.text, s), 8) + 0.02 * bool(re.search(r"\bresults?\b", s, re.I)) \
                - 0.0002 * len(s)
            if best is None or score > best[3]:
                best = (intent, p, s, score)
    if best is None:
        return None
    intent, p, s, score = best
    if intent == "result":
        s = f"{'No' if _NEGATIVE.search(s) else 'Yes'}: {s}"
    return [(intent, p, s, score)]


# --------------------------------------------------------------------------- energy code

def _energy_code(ctx: Context):
    terms = ["energy", "iecc", "title", "ashrae", "conservation", "rescheck", "comcheck", "calgreen"]
    best = None
    for p in _passages(ctx, terms):
        if not _CODE_NAME.search(p.text):
            continue
        for s in _clauses(p):
            m = _CODE_NAME.search(s)
            if not m:
                continue
            labelled = bool(re.match(r"^\W*(?:\d{1,2}[.)]\s*)?energy\s+(?:code|compliance|standard)", s, re.I))
            year = bool(_YEAR.search(s))
            score = 0.6 + 0.15 * labelled + 0.15 * year
            if best is None or score > best[3]:
                best = ("code", p, s, score)
    if best is None:
        return Abstain("no energy code named in the set", name)
    return [best]


# --------------------------------------------------------------------------- metrics

def _qualifiers(q: Question) -> list[re.Pattern]:
    """Words the evidence must be tied to: a named package (`Package E`)."""
    out = []
    m = _NAMED_PACKAGE.search(q.text)
    if m:
        out.append(re.compile(rf"\bpackage\s*[\"'\u201c\u2018*]?{m.group(1)}\b", re.I))
    return out


def _metric(ctx: Context, metric: str):
    q = ctx.question
    asks, value_rx = _METRICS[metric]
    terms = {"u-factor": ["u-factor", "factor", "u", "ufactor"], "shgc": ["shgc", "solar"],
             "afue": ["afue"], "seer": ["seer", "seer2"], "eer": ["eer", "eer2"], "hspf": ["hspf"], "uef": ["uef", "ef", "factor"],
             "hers": ["hers"], "climate zone": ["climate", "zone", "cz", "c.z"],
             "package": ["package"], "glazing percentage": ["glazing", "percentage", "percent", "glazed"]}[metric]
    quals = _qualifiers(q)
    placeholder_seen = other_qualifier = False
    cands = []
    for p in _passages(ctx, terms):
        if not asks.search(p.text) and not (metric == "climate zone" and re.search(r"\bC\.?\s?Z\.?\s?\d", p.text)):
            continue
        for s in _clauses(p) + [p.text]:
            if not asks.search(s) and not (metric == "climate zone" and re.search(r"\bC\.?\s?Z\.?\s?\d", s)):
                continue
            if not value_rx.search(s):
                placeholder_seen = placeholder_seen or bool(_PLACEHOLDER_NUM.search(s))
                continue
            score = 0.75 + 0.01 * min(_overlap(q.text, s), 8)
            extra = []
            if quals:
                ok = True
                for rx in quals:
                    if rx.search(s) or rx.search(p.heading):
                        continue
                    near = _near_qualifier(p, rx)
                    if near is None:
                        ok = False
                        break
                    extra.append(near)
                if not ok:
                    other_qualifier = True
                    continue
            quote = s if not extra else f"{s} (under \"{extra[0].text}\")"
            cands.append((metric, [p] + extra, quote, score - 0.0001 * len(s)))
            break
    if not cands:
        if other_qualifier:
            return Abstain(f"the set gives the {metric.upper() if len(metric) <= 5 else metric} only under another package", name)
        if placeholder_seen:
            return Abstain(f"the {metric} in the set is a template placeholder, not a value", name)
        return None
    cands.sort(key=lambda t: -t[3])
    return [cands[0]]


def _near_qualifier(p: Passage, rx: re.Pattern) -> Optional[Passage]:
    """A qualifier (e.g. `*For Package E*`) on a line just above the passage in its column."""
    x0, y0 = p.bbox[0], p.bbox[1]
    best = None
    for other in chunk_passages(p.chunk):
        b = other.bbox
        if other is p or not rx.search(other.text):
            continue
        h = max(1.0, b[3] - b[1])
        if b[3] <= y0 + 1 and y0 - b[3] <= 3 * h and abs(b[0] - x0) <= 4 * h + 10:
            if best is None or b[3] > best.bbox[3]:
                best = other
    return best


# --------------------------------------------------------------------------- R-values

def _r_hits(text: str) -> list[str]:
    return [m.group(0) for m in _R.finditer(text) if float(m.group(1)) >= 1]


def _is_insulation(s: str, lone_ok: bool) -> bool:
    if _NOT_INSUL.search(s):
        return False
    if _INSUL.search(s):
        return True
    if lone_ok:
        m = re.fullmatch(r"\s*" + _R.pattern + r"\s*", s, re.I)
        return bool(m) and float(m.group(1)) >= 11
    return False


def _r_values(ctx: Context):
    q = ctx.question
    wanted = _assemblies(q.text)
    view = _view_phrase(q.text)
    terms = ["insulation", "insulated", "batt", "batts", "rigid", "r-value", "value"]
    terms += [f"r-{n}" for n in range(5, 61)]
    placeholder = False
    cands = []
    for p in _passages(ctx, terms):
        if _R_PLACEHOLDER.search(p.text):
            placeholder = True
        insulated_passage = bool(_INSUL.search(f"{p.heading} {p.text}"))
        for s in _clauses(p):
            if not _r_hits(s):
                continue
            if not _is_insulation(s, lone_ok=False) and not (insulated_passage and not _NOT_INSUL.search(s)):
                continue
            asm = _assemblies(s) or _assemblies(p.heading)
            cands.append((p, s, asm))
    if wanted:
        picked = []
        for a in sorted(wanted, key=lambda a: q.text.lower().find(a)):
            good = [c for c in cands if a in c[2]]
            if good:
                good.sort(key=lambda c: (-_located(q.text, c[1]), -_overlap(q.text, c[1]), len(c[1])))
                picked.append(good[0])
        if picked:
            conf = 0.8 if len(picked) == len(wanted) else 0.6
            out = [("r-value", p, s, conf) for p, s, _ in picked]
            # An assembly asked and not found is said to be not found, never left out.
            return out + [(MISSING, None, f"{a} insulation R-value: not found", conf)
                          for a in sorted(wanted, key=lambda a: q.text.lower().find(a))
                          if not any(a in c[2] for c in picked)]
    elif cands and not view:
        cands.sort(key=lambda c: (-_overlap(q.text, c[1]), len(c[1])))
        return [("r-value", p, s, 0.7) for p, s, _ in cands[:3]]
    if view:
        shown = _r_values_on_view(ctx, view)
        if shown:
            return shown
    if placeholder and not cands:
        return Abstain("the R-values in the set are template placeholders (R-##), not values", name)
    if wanted:
        return Abstain(f"no {' or '.join(sorted(wanted))} insulation R-value found in the set", name)
    return None


# Words that say where an assembly runs: ducts `outside the building` are insulated to another
# R-value than ducts `in unconditioned space`.
_LOCATION_WORDS = frozenset("outside inside outdoor outdoors indoor exterior interior unconditioned conditioned "
                            "attic attics crawl crawlspace underground buried exposed concealed roof plenum".split())


def _located(question: str, clause: str) -> int:
    """How many of the question's location words the clause says."""
    asked = {w for w in re.findall(r"[a-z]+", question.lower()) if w in _LOCATION_WORDS}
    return len(asked & set(re.findall(r"[a-z]+", clause.lower())))


def _overlap(a: str, b: str) -> int:
    wa = set(re.findall(r"[a-z]{3,}", a.lower()))
    return len(wa & set(re.findall(r"[a-z]{3,}", b.lower())))


_VIEW = pattern(r"\b((?:cross|wall|building|typical|roof|floor|eave)\s+)?(section|detail|elevation)s?\b", re.I)


def _view_phrase(text: str) -> Optional[tuple[str, re.Pattern]]:
    """(name, pattern) of a view the question names: `the cross section`, `wall section`."""
    m = _VIEW.search(text)
    if not m:
        return None
    mod = (m.group(1) or "").strip().lower()
    head = m.group(2).lower()
    if mod in ("building", "typical", ""):
        rx = re.compile(rf"^\W*(?:[a-z-]+\s+)?{head}s?\b", re.I)
    else:
        rx = re.compile(rf"^\W*{re.escape(mod)}\s+{head}s?\b", re.I)
    return f"{mod} {head}".strip(), rx


def _r_values_on_view(ctx: Context, view: tuple[str, re.Pattern]):
    """R-values shown on the page(s) that hold the named view (`Cross Section`)."""
    vname, vrx = view
    pages = []
    for c in chunks_with(ctx, ["section", "sections", "detail", "details", "elevation", "elevations"]):
        for u in c.units:
            if vrx.search(u[0]) and len(u[0].split()) <= 6:
                key = (c.file, c.page)
                if key not in pages:
                    pages.append(key)
    hits = []
    for file, page in pages:
        for c in page_chunks(ctx, file, page):
            for p in chunk_passages(c):
                for s in _clauses(p):
                    if _r_hits(s) and _is_insulation(s, lone_ok=True):
                        hits.append((p, s))
    if not hits:
        return None
    hits.sort(key=lambda t: (t[0].chunk.page, t[0].bbox[1], t[0].bbox[0]))
    vals = ", ".join(dict.fromkeys(s for _, s in hits))
    pages_txt = ", ".join(str(pg) for pg in dict.fromkeys(p.chunk.page for p, _ in hits))
    quote = f"Insulation values shown with the {vname} (page {pages_txt}): {vals}"
    return [("r-value", [p for p, _ in hits], quote, 0.65)]
