"""One statement that answers: a numbered note, a sentence of a note block, a `label ... value`
line of a legend, holding the value the question asks for.

Drawings state requirements one note at a time (`14. AS A MINIMUM, MAINTAIN 6-FT 8-INCH HEAD
ROOM CLEARANCE BETWEEN BOTTOM OF SPRINKLER PIPE AND FINISHED FLOOR`). A question about one
requirement is answered by the one statement that carries most of the question's content and a
value of the type asked for -- never by the block around it, and never by a statement without
that value. Two kinds of statement are read with their own grammar:

* an abbreviation list entry (`ZCA ZONE CONTROL ASSEMBLY`), whose expansion's initials spell the
  abbreviation;
* a code list (`NFPA 13 INSTALLATION OF SPRINKLER SYSTEMS 2013 NFPA 14 ...`), where a code's
  edition is the first year after its name and before the next code's name.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.captions import is_section_heading
from drawqa.expect import (CODE_TITLE, ASKING_WORDS, asked_types, choice_words, find_value, is_yes_no,
                           named_scopes, value_matches)
from drawqa.contract import (document_said, holds_the_bound, lacks_asked_modifier, measure_beside_subject, says_named_measure,
                             speaks_of_role_only)
from drawqa.models import Answer, Chunk
from drawqa.layout import overlap_x, overlap_y
from drawqa.tokens import tokenize

from ._domain import (DANGLING, NOTE_NUMBER, NOT_DRAWN, block_below, chunk_lines, chunk_passages, chunks_with,
                      coverage, heading_above, listed_under, names_another, names_other_figure, numbered_notes,
                      page_chunks,
                      page_view_titles, Passage, stem, union, view_named, view_of)
from .base import Abstain, Context, make_answer, pattern, units
from .confidence import Evidence, confidence

name = "statement"
kinds = frozenset({"*"})
after_abstain = True     # speaks even after another handler found the set cannot answer

TOP_HITS = 15            # fused hits whose statements are read
MIN_COVERAGE_TYPED = 0.5     # share of the question's content a statement holding the value must carry
MIN_COVERAGE_KIND_OF = 0.75  # ... and a `what kind of X` answered by a note requiring X to be so
MIN_COVERAGE_UNTYPED = 0.95  # ... and a yes/no, which has no value to check: all of it
# A name has no shape to check (any capitalised words look like one): the statement must say
# nearly all the question says.
MIN_COVERAGE = {"name": 0.9}
MAX_STATEMENT = 300
MAX_WORDS_UNTYPED = 50

# Question words that name the value asked for, and the words drawings use for it instead
# (a separation is written `36" AWAY FROM ...`: `how far`, `kept from`).
_SAME = {"meet": "(?:conform|compl)", "spacing": "(?:cts|ctrs|centres|centers|o\\.c\\.|intervals?\\b)",
         "pressure": "capacity", "foundations": "footing", "foundation": "footing", "guardrail": "railing", "placed": "install", "installed": "(?:install|provid)", "provided": "(?:provid|install)", "wide": "width", "high": "height", "tall": "height", "long": "length", "deep": "depth",
         "far": "(?:distance|away\\b|overhang|project|extend|extension|setback|clearance|embed)", "apart": "(?:o\\.c\\.|oc\\b|cts|ctrs|centres|centers|spac)", "thick": "thickness", "headroom": "head", "old": "prior",
         "mounted": "mount", "turns": "elbow", "flex": "flexible", "hang": "(?:support|suspend|hung|hang)",
         "hung": "(?:support|suspend|hung|hang)", "close": "(?:within|distance|clearance|close)",
         "makes": "(?:manufactur|mfr\\b|mfg\\b)", "make": "(?:manufactur|mfr\\b|mfg\\b)",
         "carbon": "co\\b", "monoxide": "co\\b",
         "height": "(?:aff\\b|a\\.f\\.f|above\\s+(?:the\\s+)?(?:finish|floor|nosing|grade|deck|slab))",
         "tied": "(?:ties?\\b|anchor|strap|hold-?down)",
         "thickness": "thick\\b", "width": "wide\\b", "depth": "deep\\b", "length": "long\\b",
         "kept": "(?:maintain|away\\b)", "keep": "(?:maintain|away\\b)", "assumed": "(?:consider|assum)",
         "elevation": "(?:elev\\b|el\\.)", "finished": "(?:ffl\\b|f\\.f\\.l)", "level": "(?:ffl\\b|f\\.f\\.l|rl\\b)", "top": "t\\.o\\.", "invert": "inv\\b", "flatness": "\\bff\\s*\\d", "levelness": "\\bfl\\s*\\d"}
_ALSO_ASKING = frozenset({"contractor"})
_RATING_WORDS = frozenset("fire rating ratings rated resistance resistive hour hours need needs required".split())
MIN_ELEMENT_COVERAGE = 0.75    # of the words naming the element whose fire rating is asked
# A paint's colour or sheen, asked of one thing: an item of a list of them (`EXTERIOR COLORS:
# BODY - SW 7069 IRON ORE; TRIM - SW 7005 PURE WHITE`, `PAINT: WALLS EGGSHELL, CEILINGS FLAT`),
# the thing its key. A colour as a set prints it is a paint maker's number (`SW 7005`) or a
# colour's name; a sheen is one of the few a paint comes in.
_PROPERTY_Q = {"colour": pattern(r"\bcolou?rs?\b", re.I), "sheen": pattern(r"\bsheens?\b|\bgloss\s+level\b", re.I)}
_PROPERTY_VALUE = {
    "colour": pattern(r"\b(?:SW|BM|PPG|DE)\s*-?\s*\d{3,4}\b|\b(?:WHITE|BLACK|GR[AE]Y|RED|BLUE|GREEN|BROWN|BEIGE|TAN|"
                      r"IVORY|BRONZE|SILVER|CHARCOAL|ALMOND|CREAM|NATURAL|CLEAR|YELLOW|ORANGE)\b", re.I),
    "sheen": pattern(r"\b(?:FLAT|MATTE?|EGGSHELL|SATIN|SEMI-?\s?GLOSS|HIGH[\s-]GLOSS|GLOSS|LOW[\s-]SHEEN|PEARL)\b", re.I)}
_PROPERTY_LIST = pattern(r"\bCOLOU?RS?\b|\bPAINT(?:S|ING)?\b|\bFINISH(?:ES)?\b", re.I)
_PROPERTY_WORDS = frozenset("color colour colors colours paint painted sheen sheens gloss level finish".split())
_PROPERTY_SAID = r"(?:colou?rs?\b|paint|finish|sheen|flat\b|eggshell|satin|gloss)"    # a list's words for them
MAX_KEYED_ITEM_WORDS = 10
_HOW_FAR_APART = pattern(r"\bhow\s+far\s+apart\b", re.I)
# Values the title block holds: once its reader has said the set names none, nothing else may.
_TITLE_BLOCK_KINDS = frozenset({"name", "address", "identifier", "sheet_id", "date", "scale"})
# Words that name the type of value asked (`which edition`, `which standards`), not its topic.
_TYPE_WORDS = frozenset("edition year date standard standards code codes items things elements large big size speed square feet footage sf sq "
                         "temperature "
                         "down up off out".split())     # every note addresses the contractor
_CODE_NAME = pattern(r"\b(?:NFPA|IBC|IRC|IECC|IMC|IPC|IFC|IFGC|IEBC|NEC|ASHRAE|ASME|ANSI|ICC|UL|ASTM|SMACNA|ADA|"
                     r"CBC|CRC|CMC|CPC|CEC|AS|NCC|BCA)\b", re.I)
_YEAR = pattern(r"(?<![\d/.-])(?:19[5-9]\d|20[0-4]\d)(?![\d/])")


def accepts(q) -> bool:
    return True


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    kinds = asked_types(q.text)
    kind = kinds[0] if kinds else None
    if ctx.refused and kind in _TITLE_BLOCK_KINDS:
        return None       # the title-block reader found no such name or number: a note is no better
    if kind is None and _WHICH_PLURAL.search(q.text):
        res = _inline_list(ctx, _content_terms(_PREDICATE.sub(" ", q.text)))
        if res is not None:
            return res      # `... FOR THE FOLLOWING: A. SOILS ... B. ...` said in the note itself
    if kind is None and _LIST_Q.search(q.text):
        res = _listed(ctx, _content_terms(q.text))
        if res is not None:
            return res
    if kind is None and _WHICH_PLURAL.search(q.text):
        res = _introduced_list(ctx, _content_terms(_PREDICATE.sub(" ", q.text)))
        if res is not None:
            return res
    if kind in ("dimension", "area"):
        res = _callouts(ctx, kind)
        if res is not None:
            return res
    if kind == "year" and (q.codes or code_title(q.raw)):
        res = _edition(ctx, q.codes) if q.codes else _edition_of_title(ctx, code_title(q.raw))
        if res is not None or q.codes:
            return res    # a designated code's edition is read from its own entry, or not at all
    if kind in ("count", "number"):
        return None       # a count is read off a schedule or a plan, not off a number in a note
    terms = _content_terms(q.text)
    if kind == "duration":
        terms = [t for t in terms if t not in ("long", "age")]    # `how long`, `max age` name the time asked
    if kind in ("unit", "gauge", "standard"):
        # `what units`, `what gauge`, `what steel spec`: the word names the value asked
        terms = [t for t in terms if t.rstrip("s") != kind and t not in _SPEC_WORDS]
    if _HOW_FAR_APART.search(q.text):
        terms = [t for t in terms if t != "far"]     # `how far apart` asks a spacing (`apart` in _SAME)
    kind_of = _KIND_OF.search(q.text) if kind is None else None
    requirement = _requirement_of(kind_of.group("head")) if kind_of else None
    passive = _PASSIVE_REQ.search(q.text)
    where = kind is None and requirement is None and (
        _WHERE_Q.search(q.text) is not None or (passive is not None and _WHERE_OPEN.search(q.text) is not None))
    acted = _action_of(passive.group("verb")) if passive is not None and where else None
    done = _WHAT_DONE.search(q.text) if kind is None and requirement is None and not where else None
    if done is not None:
        acted = _action_of(done.group("verb"))
    how = kind is None and requirement is None and not where and (
        _HOW_Q.search(q.text) is not None or _WHAT_REQUIRED.search(q.text) is not None or done is not None)
    # `what's the trim paint color?`: a property of one thing, read from a list of it
    prop = (next((k for k, rx in _PROPERTY_Q.items() if rx.search(q.text)), None)
            if kind is None and not is_yes_no(q.text) else None)
    topic = _TOPIC_Q.search(q.text) if kind is None else None
    if topic is not None:
        return _about(ctx, topic.group("topic") or topic.group("topic2"))
    instructed = _INSTRUCTED_Q.search(q.text) if kind is None else None
    if instructed is not None:
        return _instructed(ctx, instructed.group("source"), instructed.group("verb"), instructed.group("scope"))
    placed = _PLACED_Q.search(q.text) if kind is None else None
    if placed is not None:
        return _placed(ctx, placed.group("prep"), placed.group("place"))
    situation = _IF_ASKER_Q.search(q.text) if kind in (None, "name") else None
    if situation is not None:
        res = _governing_note(ctx, situation.group("cond"))
        if res is not None:
            return res
    choice = choice_words(q.text) if kind is None else None
    all_terms = terms
    if choice is not None:      # the words chosen between are the answer, not its topic
        terms = [t for t in terms if t not in choice]
    if not terms or (kind is None and not is_yes_no(q.text) and requirement is None and not where and not how
                     and prop is None):
        return None       # an open question without a value type: a matching note is no answer
    best = None
    view = _ON_VIEW.search(q.text)
    view = view.group("view") if view else None
    phrase = _measure_phrase(q.text) if kind in ("dimension", "area") else []
    need = (MIN_COVERAGE.get(kind, MIN_COVERAGE_TYPED) if kind
            else MIN_COVERAGE_KIND_OF if requirement is not None or where or how or choice or prop is not None
            else MIN_COVERAGE_UNTYPED)
    halves: set[str] = set()     # sentences of a note that says both alternatives
    read: list[tuple] = []       # (passage, statement) of every statement read
    chosen: dict[str, tuple] = {}    # the best statement per alternative said, or "both"
    for rank, p, s, heading in _statements(ctx, all_terms):
        read.append((p, s))
        if requirement is not None and not requirement.search(s):
            continue
        s_terms, s_need = terms, need
        if choice is not None:
            # `inside or outside`: the one sentence saying one of them, its topic said with it
            # (`INSULATED` in a door type's sentence says nothing of the garage door's). A note
            # saying both is read as for a yes/no, every word of the question in it.
            held = [x for x in _sentences(s) if sum(_says_word(w, x) for w in choice) == 1]
            if all(_says_word(w, s) for w in choice):
                s_terms, s_need = all_terms, MIN_COVERAGE_UNTYPED
                halves.update(held)       # its sentences alone would tell half of it
            elif len(held) == 1 and held[0] not in halves and _near_topic(held[0], choice, terms):
                s = held[0]
            else:
                continue
        if prop is not None:
            s = _keyed_item(s, heading, s_terms, prop)
            if s is None:
                continue
        synonyms = {k: d for k, d in _SAME.items() if k in s_terms}
        if prop is not None:      # the list says what property its items give
            synonyms.update({t: _PROPERTY_SAID for t in s_terms if t in _PROPERTY_WORDS})
        thick = next((t for t in ("thick", "thickness") if t in s_terms), None)
        if thick:           # `4" CONCRETE SLAB`: a callout's leading dimension is the thickness of what it names
            synonyms[thick] = _leading_dimension([t for t in s_terms if t != thick])
        # `on the roof plan`: said by the sheet the statement is on
        where_on = p.chunk.sheet_title if view is not None and _is_titled(p.chunk.sheet_title, view) else ""
        said_here = f"{s} {heading} {where_on} {_part_named(p.chunk.section, s_terms)}"
        low = said_here.lower()
        if not synonyms and not any(t[:4] in low for t in s_terms):
            continue        # none of the question's words: no coverage to compute
        cov = coverage(ctx, s_terms, said_here)
        if synonyms:      # the drawing's own words for what is asked (`AFF` for a height)
            cov = max(cov, coverage(ctx, s_terms, _with_synonyms(said_here, synonyms)))
        if where and not (_CONDITION if q.text.lstrip().lower().startswith("when") else _PLACE).search(s):
            continue
        if acted is not None and not acted.search(s):
            continue        # `where should X be installed` is said by the note that installs X
        if how and not (_REQUIRES.search(s) or (passive is not None and _commands(s, passive.group("verb")))):
            continue        # `how must X be protected`: a note requiring it, or one commanding it (`PROTECT ...`)
        place = _PLACE_CAPTION.match(s)
        if place and not all(_says_word(w, q.text) for w in re.findall(r"[A-Za-z]{3,}", place.group("place"))):
            continue        # `CONFERENCE 104: PROVIDE ...` is said of that room, not of the offices asked
        if _DEFINES.search(s) and not _ASKS_MEANING.search(q.text):
            continue        # `THE TERM "PROVIDE" SHALL MEAN ...` says what a word means, not what to provide
        if cov < s_need:
            continue
        if not holds_the_bound(q.text, s):
            continue        # `8" OR LESS: ±3/8"` for members deeper than 8"
        if kind == "fire_rating" and coverage(ctx, [t for t in s_terms if t not in _RATING_WORDS],
                                              _with_synonyms(said_here, synonyms)) < MIN_ELEMENT_COVERAGE:
            continue        # a rating is the rating of the element it names (`EXTERIOR WALLS`, not the roof's)
        if kind == "dimension" and not measure_beside_subject(q.text, s):
            continue        # the cover board's `1/2"` in a roof assembly that ends `ON STEEL JOISTS`
        if kind == "dimension" and not says_named_measure(q.text, said_here):
            continue        # concrete cover: a value's shape cannot stand for it, the note must say it
        if kind == "dimension" and _ASKS_SIZE.search(q.text) and not thick and _measures_other(s):
            continue        # `1" THICK ... INSULATION WITH ALL SERVICE JACKET`: a thickness, no service's size
        value = find_value(kind, s) if kind else ""
        said = _clause(s, requirement) if requirement is not None else s
        if value is None or (kind is None and len(said.split()) > MAX_WORDS_UNTYPED):
            continue      # a yes/no is settled by one sentence, not a paragraph
        if value and coverage(ctx, s_terms, _with_synonyms(f"{_item_of(s, value)} {heading} {where_on}",
                                                            {**_SAME, **synonyms})) < s_need:
            continue      # the value belongs to another item of a list (`... rear setbacks Trees greater than 19 inches`)
        if not _entities_in(q, s) or DANGLING.search(said) or not _names_the_measure(phrase, s):
            continue      # a statement broken off mid-sentence is read whole from its blocks
        if kind == "name" and speaks_of_role_only(q.text, s):
            continue      # `VERIFY WITH MANUFACTURER`, `a CEC-approved HERS provider`: the role spoken of names no one
        if kind == "dimension" and _ASKS_SIZE.search(q.text) and lacks_asked_modifier(q.text, said_here):
            continue      # `DRAIN RP RELIEF TO FD-1` for the roof drains
        if kind and names_another(q.text, _item_of(s, value)):
            continue      # `BALCONY LIVE LOAD` for the roof's, under a `ROOF` heading or not
        if kind == "name" and q.marks and not _says_more_than_marks(ctx, q, s_terms, said_here, synonyms):
            continue      # `who makes PT-2`: a plan label `PT-2 PATIENT ROOM` names no maker
        score = cov - 0.005 * rank - 0.0005 * len(said)
        if choice is not None:
            # Kept apart: a note saying where each alternative holds answers before any
            # sentence saying one, and sentences saying different ones answer nothing.
            key = "both" if s_terms is all_terms else next(w for w in choice if _says_word(w, s))
            if key not in chosen or score > chosen[key][0]:
                chosen[key] = (score, cov, rank, p, said)
            continue
        if best is None or score > best[0]:
            best = (score, cov, rank, p, said)
    if chosen:
        best = chosen.get("both") or (next(iter(chosen.values())) if len(chosen) == 1 else None)
        if best is None:      # nothing else may pick one of them either
            return Abstain(f"the notes say {' and '.join(choice)}, each of something else", name)
    if best is None:
        return _standards_named(ctx) if kind == "code_list" else None
    _, cov, rank, p, s = best
    twins = _parallel_statements(ctx, terms, kind, read, p, s) if kind else []
    if twins:
        # `LIGHT HAZARD ... 0.10GPM/SF` beside `ORDINARY HAZARD 1 ... 0.15GPM/SF`: the question
        # names neither block, so both are the answer, each cited.
        conf = confidence(Evidence(type_match=True, coverage=cov, rank=rank, ocr=p.chunk.source == "ocr"))
        said = [(p, s)] + twins
        return make_answer(ctx, "; ".join(_LEADER.sub(": ", _trim(x)) for _, x in said), conf, name,
                           [(pp.chunk, x, pp.bbox) for pp, x in said], limit=MAX_PARALLEL_CHARS)
    whole = _callout_of(p, s)
    if whole is not None and coverage(ctx, terms, whole.text) >= cov:
        p, s = whole, whole.text
    box = p.bbox
    lead = listed_under(p.chunk).get(s, "")
    if requirement is None and not _ENDS_SENTENCE.search(s) and not lead and not _label_with_value(s, kind):
        # The note wraps on past its passage (a clause cut to what kind is asked stays cut; an
        # item of an introduced list is one line, a label's value of the kind asked is whole).
        s, box = _read_on(p, s, sentence_only=True)
    text = _trim(s)
    if _CUT_AT_RESULT.search(text):
        return None       # a calculation quoted up to its `=`: the value asked is past the cut
    if kind and not lead:
        text = _clause_asked(text, kind, q.text)
    if lead:
        text = f"{lead} — {text}"     # the list's caption says what the item's value is
    # `how must X be protected`, said whole by the note that commands the protecting: the
    # manner asked is what that note states, as a yes/no is settled by the note saying it all.
    manner = (how and passive is not None and cov >= MIN_COVERAGE_UNTYPED
              and _commands(s, passive.group("verb")))
    conf = confidence(Evidence(type_match=kind is not None or is_yes_no(q.text) or manner, coverage=cov, rank=rank,
                               ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, text, conf, name, [(p.chunk, s, box)])


# A note captioned by the room it is about: its name and number, then a colon.
_PLACE_CAPTION = re.compile(r"^\W{0,3}(?:\d{1,2}[.)]\s*)?(?P<place>[A-Z][A-Z ]{2,30}\s\d{2,4}[A-Z]?)\s*:")
_SPEC_WORDS = frozenset({"spec", "specs", "specification", "specifications"})
_ENDS_SENTENCE = re.compile(r"[.;:!?)]\s*$")
_LABELLED = re.compile(r"^[^:]{2,80}:\s*(?P<value>\S.*)$")


def _label_with_value(s: str, kind: Optional[str]) -> bool:
    """`PRIMARY STRUCTURAL FRAME: 0 HOURS`: a label and one value of the kind asked, nothing
    after it; the line under it is the next label's."""
    m = _LABELLED.match(s)
    return bool(kind and m and find_value(kind, m.group("value")) == m.group("value").strip())


_LEADER = re.compile(r"\s*\.{4,}\s*")     # a leader of dots between a label and its value
PARALLEL_LENGTH = 0.7      # two statements of one form are about as long
PARALLEL_SHARED = 0.6      # share of words two statements of one form have in common
MAX_PARALLEL = 3
MAX_PARALLEL_CHARS = 500


def _parallel_statements(ctx: Context, terms: list[str], kind: str, read: list[tuple], p, s: str) -> list[tuple]:
    """The other statements of the best one's form on its sheet (the same labels, another
    value: a sheet's parallel blocks for light and ordinary hazard) that say the question's
    words as fully as it does; none when the question's words single one out."""
    mine = set(re.findall(r"[A-Z]{2,}", s.upper()))
    asked = set(re.findall(r"[A-Z]{2,}", ctx.question.text.upper()))
    own = coverage(ctx, terms, s)
    value = find_value(kind, s)
    out, values = [], {value}
    for p2, s2 in read:
        if s2 in s or s in s2 or (p2.chunk.file, p2.chunk.page) != (p.chunk.file, p.chunk.page) \
                or (overlap_x(p2.bbox, p.bbox) and overlap_y(p2.bbox, p.bbox)) or not PARALLEL_LENGTH <= len(s2) / max(1, len(s)) <= 1 / PARALLEL_LENGTH:
            continue      # the same note read to another extent, or a statement of another length
        theirs = set(re.findall(r"[A-Z]{2,}", s2.upper()))
        v2 = find_value(kind, s2)
        if v2 is None or v2 in values or not mine or len(mine & theirs) < PARALLEL_SHARED * max(len(mine), len(theirs)):
            continue
        if abs(coverage(ctx, terms, s2) - own) > 1e-9 or asked & (mine ^ theirs):
            continue      # the question names a word one of them says and the other not (`EAST`)
        values.add(v2)
        out.append((p2, s2))
    return out[:MAX_PARALLEL - 1]


MAX_CALLOUT_LINES = 4     # a leader callout's stacked lines; more is a note block
CALLOUT_ALIGN = 0.5       # of a line's height: the lines of one callout start at one x


def _callout_of(p: Passage, s: str) -> Optional[Passage]:
    """The leader callout a one-line statement is a line of: on a drawing a callout is set as a
    few lines stacked at one x at the text's own leading (`10in DIAMETER HERITAGE TREE - TX ASH`
    over `20ft CRITICAL ROOT ZONE`), and says one thing; a line of it read alone drops what the
    other lines say of the same object. The chunk's passage that holds the line, when its lines
    are such a stack; else None."""
    c = p.chunk
    if c.section in NOT_DRAWN or len(p.boxes) != 1 or " ".join(s.split()) != " ".join(p.text.split()):
        return None
    for whole in chunk_passages(c):
        bs = whole.boxes
        if (whole is p or not 1 < len(bs) <= MAX_CALLOUT_LINES or tuple(p.boxes[0]) not in map(tuple, bs)
                or " ".join(s.split()) not in " ".join(whole.text.split())):
            continue
        h = min(b[3] - b[1] for b in bs)
        if h > 0 and max(b[0] for b in bs) - min(b[0] for b in bs) <= CALLOUT_ALIGN * h:
            return whole
    return None


# General notes define their words (`THE TERM "PROVIDE" SHALL MEAN FURNISH, INSTALL AND CONNECT`):
# such a note answers what the word means, nothing the word is used for.
_DEFINES = pattern(r"\bTHE\s+(?:TERM|WORD|PHRASE)S?\s+[\"\u201c'][^\"\u201d']{1,40}[\"\u201d']\s+(?:SHALL\s+|IS\s+TO\s+)?MEANS?\b", re.I)
_ASKS_MEANING = pattern(r"\bmeans?\b|\bmeaning\b|\bdefin|\bstands?\s+for\b", re.I)


_KIND_OF = pattern(r"\b(?:what|which)\s+(?:kind|type|sort)s?\s+of\s+(?P<head>[\w-]+(?:\s+[\w-]+){0,2}?)\s+"
                   r"(?:is|are|does|do|must|shall|should|has|have|will)\b", re.I)


# `Where does the design call for a dry pipe system?`: a note that says where (`IN ALL SPACES ...
# WHERE EXPOSED TO AMBIENT TEMPERATURES`, `AT EACH SLEEPING ROOM`, `BELOW 7 FT AFF`).
_WHERE_Q = pattern(r"^\s*where\s+(?:does|do|is|are|must|shall|should|will|can)\b"
                   r"|^\s*when\s+(?:does|do|must|shall|should|will|can|are)\b", re.I)
# `How are the roof trusses tied down?`: the note that requires it (`... SHALL BE ANCHORED ... WITH
# SIMPSON H2.5A TIES`), which says how.
# `Where in a ceiling panel should devices be installed?`, `When and to whom must the report be
# submitted?`: a where/when question about a requirement, whatever words stand between.
_WHERE_OPEN = pattern(r"^\s*(?:where|when)\b", re.I)
_PASSIVE_REQ = pattern(r"\b(?:must|shall|should|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to)"
                       r"(?:\s+[\w-]+){0,8}?\s+be\s+"
                       r"(?P<verb>[a-z]{3,}(?:ed|en))\b", re.I)
VERB_STEM = 5     # letters of a participle that name its verb (`SUBMITTED`, `SUBMIT`, `SUBMITTAL`)


def _action_of(participle: str) -> re.Pattern:
    """The verb of a passive requirement as a note states it: imperative (`INSTALL`), passive
    (`SHALL BE INSTALLED`) or noun (`INSTALLATION`) all start with the same letters."""
    return re.compile(rf"\b{re.escape(participle[:VERB_STEM])}", re.I)


# `If the specs and drawings conflict, who do I tell and can I keep working?`: a situation, then
# the asker's own course in it (`I`, `we`). General notes address the contractor in just such
# situations (`BRING TO THE ATTENTION OF THE ARCHITECT ANY CONFLICTS WITHIN THE SPECIFICATIONS
# AND DRAWINGS ...`): the note that names the whole situation says what to do in it.
_IF_ASKER_Q = pattern(r"^\s*(?:if|when|where)\s+(?P<cond>[^,?]{5,80}),\s*(?:who|whom|what|can|may|should|must|do|does|how)\b"
                      r"[^?]{0,80}?\b(?:i|we)\b", re.I)
MIN_SITUATION_WORDS = 2     # one word is a topic, not a situation
# Notes say a disagreement between documents with either word.
_SITUATION_SAME = {"conflict": "discrepanc", "discrepancy": "conflict", "discrepancies": "conflict",
                   "conflicts": "discrepanc"}
# What a note tells the contractor to do in a situation: a requirement, or a command to tell
# someone (`NOTIFY ARCHITECT OF ANY DISCREPANCIES`, `BRING TO THE ATTENTION OF ...`).
_DIRECTS = pattern(r"\b(?:SHALL|MUST|PROVIDE|REQUIRED|NOTIFY|REPORT|BRING|CONTACT|SUBMIT)\b", re.I)


def _names_word(term: str, words: list[str]) -> bool:
    """A word of the statement is the term, its long form (`specs` -> `SPECIFICATIONS`) or
    the notes' other word for it (`conflict`, `DISCREPANCY`)."""
    root = stem(term)
    other = _SITUATION_SAME.get(term)
    return any(w == term or stem(w) == root or (len(root) >= 4 and w.startswith(root))
               or (other is not None and w.startswith(other)) for w in words)


def _governing_note(ctx: Context, cond: str) -> Optional[Answer]:
    """The one numbered note with a sentence that names every word of the situation and
    requires or commands something; None when no note, or more than one, does."""
    terms = [t for t in _content_terms(cond) if t.isalpha()]
    if len(terms) < MIN_SITUATION_WORDS:
        return None
    found: dict[str, tuple] = {}
    for rank, p, note, heading in _statements(ctx, terms):
        if p.chunk.section != "notes" or not _DIRECTS.search(note):
            continue
        for sentence in _sentences(note):
            words = re.findall(r"[a-z]+", sentence.lower())
            if all(_names_word(t, words) for t in terms):
                key = " ".join(note.split())
                if key not in found or rank < found[key][0]:
                    found[key] = (rank, p, note)
                break
    notes = {k: v for k, v in found.items() if not any(k != o and k in o for o in found)}   # a note, not its sentence
    if len(notes) != 1:
        return None
    rank, p, note = next(iter(notes.values()))
    conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank, ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, _trim(note), conf, name, [(p.chunk, note, p.bbox)])


def _commands(statement: str, participle: str) -> bool:
    """The statement is an imperative note of the asked verb: general notes are written as
    commands to the contractor (`PROTECT THE EXISTING OAK TREE WITH ...`), the verb first."""
    return re.match(rf"\W*(?:\d{{1,2}}\.\s*)?{re.escape(participle[:VERB_STEM])}", statement, re.I) is not None


CHOICE_REACH = 4     # words between the alternative said and a word of what it is said of


def _near_topic(sentence: str, choice: tuple[str, str], terms: list[str]) -> bool:
    """The alternative is said of the question's topic: one of its words stands within a few
    words (`SIZES INDICATED ARE INSIDE`), not in another entry of a list (`RF RUBBER FLOORING`
    is no rubber base)."""
    words = [stem(w) for w in re.findall(r"[\w-]+", sentence.lower())]
    topic = {stem(t) for t in terms}
    at = [i for i, w in enumerate(words) if w in {stem(c) for c in choice}]
    near = [i for i, w in enumerate(words) if w in topic]
    return any(abs(i - j) <= CHOICE_REACH for i in at for j in near)


def _says_word(word: str, text: str) -> bool:
    """The word stands whole in the text (`SEPARATED` is not `NON-SEPARATED`)."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I) is not None


_HOW_Q = pattern(r"^\s*how\s+(?:is|are|must|shall|should|will|do|does)\b"
                 r"(?!\s+(?:many|much|far|long|high|wide|deep|tall|thick|big|large|often|old)\b)", re.I)
# `What device must be installed near the highest point?`: the note that requires it names it.
_WHAT_REQUIRED = pattern(r"^\s*(?:what|which)\s+(?:[\w-]+\s+){1,3}?(?:must|shall|should|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to)"
                         r"\s+be\s+(?:installed|provided|used|placed|located|mounted|supplied|furnished)\b", re.I)
# `What has to be posted in every assembly room?`: a thing required to be done to, by its verb;
# the note that requires it says that verb (`... SHALL HAVE THE OCCUPANT LOAD POSTED ...`).
_WHAT_DONE = pattern(r"^\s*what\s+(?:must|shall|should|has\s+to|have\s+to|needs?\s+to|is\s+to)\s+be\s+"
                     r"(?P<verb>[a-z]{3,}(?:ed|en))\b", re.I)
_REQUIRES = pattern(r"\b(?:SHALL|MUST|PROVIDE|REQUIRED|INSTALL|USE)\b", re.I)
# `When do sprinklers need guards?`: a note that states the condition (`... LESS THAN 7'-0" ABOVE`).
_CONDITION = pattern(r"\b(?:WHEN|IF|WHERE|UNLESS|LESS\s+THAN|MORE\s+THAN|GREATER\s+THAN|WIDER\s+THAN|BELOW|ABOVE|"
                     r"EXCEEDING|OVER|UNDER|PRIOR\s+TO|BEFORE|AFTER|DURING|WITHIN)\b")
_PLACE = pattern(r"\b(?:IN|AT|ON|WHERE|WITHIN|ABOVE|BELOW|UNDER|BENEATH|THROUGHOUT|ALONG|BEHIND|BETWEEN|"
                 r"NEAR|OUTSIDE|INSIDE|OVER|ADJACENT\s+TO)\s+[A-Z0-9]")


def _clause(statement: str, requirement: re.Pattern) -> str:
    """The clause of a statement that states the requirement: from the last `:`, `;` or `,`
    before it to the first after it (`SCOPE OF WORK: PROVIDE A COMPLETE ... SYSTEM THROUGHOUT
    THE AREA OF WORK, INCLUDING ...` -> `PROVIDE A COMPLETE ... THE AREA OF WORK`)."""
    m = requirement.search(statement)
    start = max(statement.rfind(p, 0, m.start()) for p in ":;,") + 1
    captioned = "caption" in m.re.groupindex and m.group("caption")
    ends = [i for i in (statement.find(p, m.end()) for p in (";." if captioned else ",;.")) if i >= 0]
    return statement[start:min(ends) if ends else len(statement)].strip()


# What follows a participle that is an action (`SHALL BE WITNESSED BY`, `SHALL BE INSTALLED PER`):
# one that goes on with a noun describes the thing (`SHALL BE REINFORCED CONCRETE PIPE`).
_ACTION_FOLLOWS = (r"\s*(?:[.;,:)]|$|(?:BY|WITH|IN|INTO|TO|AT|PRIOR|BEFORE|AFTER|ON|FOR|AND|OR|UNDER|PER|FROM|AS|"
                   r"WHERE|WHEN|UNLESS|THROUGHOUT|ABOVE|BELOW|WITHIN|SO|SUCH|ONLY|ALSO|NOT)\b)")


def _requirement_of(head: str) -> Optional[re.Pattern]:
    """How a note states what kind of thing is required: `ALL 90 DEGREE ELBOWS SHALL BE LONG
    RADIUS TYPE`, `PROVIDE A ... SPRINKLER SYSTEM`: the thing, then `SHALL BE` and a description
    (`REINFORCED CONCRETE PIPE`; not `SHALL BE WITNESSED BY`, an action, nor `SHALL BE 2.0 FT`,
    a measure); or `PROVIDE`, then the thing."""
    words = [w for w in tokenize(head) if w not in ASKING_WORDS]
    if not words:
        return None
    noun = re.escape(stem(words[-1]))
    return re.compile(rf"\b{noun}\w*\b[^.;]{{0,80}}\bSHALL\s+BE\s+(?!\w+(?:ED|EN)\b{_ACTION_FOLLOWS})(?!\d)\w"
                      rf"|\bPROVIDE\b[^.;]{{0,120}}\b{noun}\w*\b"
                      # `... SHALL HAVE PANIC HARDWARE`: the kind said before the thing
                      rf"|\bSHALL\s+(?:HAVE|BE\s+(?:PROVIDED|EQUIPPED|FITTED)\s+WITH|RECEIVE|INCLUDE)\b[^.;]{{0,60}}\b{noun}\w*\b"
                      # a material note captioned by the thing, its specification after the colon
                      # (`MORTAR: ASTM C270, TYPE S.`): what kind is said to the sentence's end
                      rf"|(?P<caption>^(?:[A-Z]\.\s+|\d{{1,2}}\.\s+)?{noun}\w*\s*:\s*\S)", re.I)


# `What do the notes require for the smoke detectors?`, `what are the requirements for guards?`:
# the note about the thing, which names it first (`SMOKE DETECTOR SYSTEM HARD-WIRED, ...`).
_TOPIC_Q = pattern(r"\bwhat\s+(?:do|does)\s+(?:the\s+)?(?:notes?|drawings?|plans?|specifications?|specs)\s+"
                   r"(?:require|say|state|specify)\s+(?:for|about|of|on|regarding)\s+(?:the\s+|a\s+|an\s+)?"
                   r"(?P<topic>[\w\s'-]{2,50}?)\s*\??$"
                   r"|\bwhat\s+(?:is|are)\s+(?:the\s+)?requirements?\s+(?:for|of)\s+(?:the\s+|a\s+|an\s+)?"
                   r"(?P<topic2>[\w\s'-]{2,50}?)\s*\??$", re.I)
TOPIC_OPENING_WORDS = 6   # a note names its subject within its first words


def _about(ctx: Context, topic: str) -> Optional[Answer]:
    """The note that opens with the topic, the one naming it first (`SMOKE DETECTOR SYSTEM
    HARD-WIRED, ...` before `CONTRACTOR SHALL VERIFY FOR SMOKE DETECTORS ...`), read on into
    the lines set tight below it."""
    words = [stem(t) for t in tokenize(topic) if t not in ASKING_WORDS and len(t) > 1]
    if not words:
        return None
    best = None
    for rank, p, s, _ in _statements(ctx, words):
        opening = [stem(t) for t in tokenize(" ".join(s.split()[:TOPIC_OPENING_WORDS]))]
        if not all(w in opening for w in words) or DANGLING.search(s) or len(s.split()) < 4:
            continue
        key = (min(opening.index(w) for w in words), rank, -len(s))
        if best is None or key < best[0]:
            best = (key, p, s)
    if best is None:
        return None
    (_, rank, _), p, s = best
    s, box = _read_on(p, s)
    conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank, ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, _trim(s), conf, name, [(p.chunk, s, box)])


# `What do the elevations say must be noted for all egress windows?`: drawings give such an
# instruction as an imperative note, the verb first (`NOTE CLEAR OPENING SIZE FOR ALL EGRESS
# WINDOWS`, `PROVIDE ...`, `VERIFY ...`), so the answer is the one note opening with the verb asked
# and naming the whole scope; a source that names a kind of view (`the elevations`) holds it to
# the notes drawn in such views.
_INSTRUCTED_Q = pattern(r"^\s*what\s+(?:do|does)\s+(?:the\s+)?(?P<source>[a-z][\w\s-]{1,30}?)\s+(?:say|state|require)\s+"
                        r"(?:must|shall|should|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to)\s+be\s+"
                        r"(?P<verb>[a-z]{3,}ed)\s+(?P<prep>for|on|at|in|to|with)\s+(?P<scope>[\w\s'-]{3,60}?)\s*\??$", re.I)
# The drawing sections a source can name: `the elevations` are notes drawn in elevation views.
_VIEW_SECTIONS = frozenset({"elevation", "section", "detail", "floor plan", "site plan", "roof plan", "notes", "schedule",
                            "legend"})
_NOT_VERBS = frozenset({"not", "no"})


def _instructed(ctx: Context, source: str, verb: str, scope: str) -> Optional[Answer]:
    """The one imperative note opening with the verb asked (`noted` -> `NOTE`) that names every
    word of the scope, in a view of the kind the source names when it names one."""
    words = [stem(t) for t in tokenize(scope) if t not in ASKING_WORDS and len(t) > 1]
    if not words:
        return None
    src = " ".join(stem(t) for t in tokenize(source))
    section = next((v for v in _VIEW_SECTIONS if stem(v.split()[-1]) == stem(src.split()[-1])
                    and all(w in src for w in v.split()[:-1])), None) if src else None
    verb = verb.lower()
    found: dict[str, tuple] = {}
    for rank, p, s, _ in _statements(ctx, words):
        first = (s.split() or [""])[0].lower()
        if first in _NOT_VERBS or verb not in (first + "d", first + "ed"):
            continue
        if section is not None and p.chunk.section != section:
            continue
        said = {stem(t) for t in tokenize(s)}
        if not all(w in said for w in words):
            continue
        key = " ".join(s.upper().split())
        if key not in found or rank < found[key][0]:
            found[key] = (rank, p, s)
    if len(found) != 1:
        return None       # none, or several notes that each say it: which one is meant is open
    rank, p, s = next(iter(found.values()))
    conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank, ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, _trim(s), conf, name, [(p.chunk, s, p.bbox)])


# `What has to be laid under the ground slab?`: what a note provides at a place (`PROVIDE 0.2mm
# VAPOUR BARRIER ON 50mm SAND BED UNDER SLAB`). Notes state it as an instruction, so the answer is
# the instruction that names the same place after a preposition of the same side.
_PLACED_Q = pattern(r"^\s*what\s+(?:has|have|needs?|is|are|must|shall|should)\s+(?:to\s+)?(?:be\s+)?"
                    r"(?:laid|placed|installed|provided|put|fitted|used|applied)\s+"
                    r"(?P<prep>under(?:neath)?|below|beneath|over|above|on\s+top\s+of|behind|around|between|at)\s+"
                    r"(?:the\s+|each\s+|all\s+|every\s+)?(?P<place>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)"
                    r"(?:\s+(?:before|after|during|prior\s+to|when|where)\b.*)?\s*\??$", re.I)
_SIDES = {"under": "under|underneath|below|beneath", "below": "under|underneath|below|beneath",
          "over": "over|above|on\\s+top\\s+of", "above": "over|above|on\\s+top\\s+of"}
_INSTRUCTION = pattern(r"\b(?:PROVIDE|INSTALL|LAY|PLACE|APPLY|SHALL\s+BE|TO\s+BE)\b", re.I)
_IMPERATIVE = pattern(r"(?:^|[.;:]\s+)(?=(?:PROVIDE|INSTALL|LAY|PLACE|APPLY)\b)")
MAX_PLACE_GAP = 2   # words between the preposition and the place's noun (`UNDER THE SLAB`, `BELOW ALL SLABS`)


def _from_imperative(sentence: str, place: re.Pattern) -> str:
    """The sentence from the last imperative before the place on: an instruction starts a
    sentence, so the stop before `PROVIDE` ends one even after a short word (`SL82 MESH TOP.
    PROVIDE ...`)."""
    end = place.search(sentence).start()
    starts = [m.end() for m in _IMPERATIVE.finditer(sentence) if m.end() <= end]
    return sentence[starts[-1]:] if starts else sentence


def _placed(ctx: Context, prep: str, place: str) -> Optional[Answer]:
    """The instruction that provides something at the place asked: the place's noun right after
    a preposition of the same side, in a note that instructs."""
    words = [w for w in tokenize(place) if w not in ASKING_WORDS]
    if not words:
        return None
    first = prep.split()[0].lower().replace("underneath", "under")
    side = _SIDES.get(first, re.escape(prep))
    at = re.compile(rf"\b(?:{side})\s+(?:\S+\s+){{0,{MAX_PLACE_GAP}}}?{re.escape(stem(words[-1]))}\w*\b", re.I)
    best = None
    said_before = set()
    for rank, p, statement, _ in _statements(ctx, words):
        s = next((x for x in _sentences(statement) if at.search(x) and _INSTRUCTION.search(x)), None)
        s = _from_imperative(s, at) if s else s
        if s is None or s in said_before or DANGLING.search(s) or len(s.split()) > MAX_WORDS_UNTYPED:
            continue
        said_before.add(s)
        said = [stem(t) for t in tokenize(s)]
        cov = sum(stem(w) in said for w in words) / len(words)
        order = (-cov, rank, len(s))
        if best is None or order < best[0]:
            best = (order, p, s)
    if best is None:
        return None
    (ncov, rank, _), p, s = best
    conf = confidence(Evidence(type_match=True, coverage=max(MIN_COVERAGE_KIND_OF, -ncov), rank=rank,
                               ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, _trim(s), conf, name, [(p.chunk, s, p.bbox)])


TIGHT_LEADING = 0.6   # of a line's height: closer than this, the block below goes on with the note
# A numbered note hangs its wrapped lines at its text, right of the number (`10. ALL WALL ...`
# over `AND FLOORS ...`): a block that far right of the passage's left edge still goes on with it.
HANGING_INDENT = 3.0  # in line heights: a note number and its period (`10. `)


def _read_on(p: Passage, s: str, sentence_only: bool = False) -> tuple[str, tuple]:
    """A note whose text ends where its passage ends, with the blocks set right under it in its
    column (a note's sentences can be read as blocks of their own); a blank line ends it, and
    with `sentence_only` so does the end of the sentence broken off at the passage's end."""
    us = units(p.chunk)
    heights = [b[3] - b[1] for _, b in us if b[3] > b[1]]
    line = min(heights) if heights else 0.0
    box = tuple(p.bbox)
    if not line or " ".join(s.split()) != " ".join(p.text.split())[-len(" ".join(s.split())):]:
        return s, box
    flat = " ".join(s.split())
    if any(tuple(b) == box and not " ".join(t.split()).endswith(flat) for t, b in us):
        return s, box     # the block goes on past the note: the next note starts inside it
    while not (sentence_only and _ENDS_SENTENCE.search(s)):
        nxt = [(b[1] - box[3], t, b) for t, b in us
               if -line <= b[0] - box[0] <= HANGING_INDENT * line and 0 <= b[1] - box[3] <= TIGHT_LEADING * line]
        if not nxt:
            return s, box
        _, t, b = min(nxt)
        s = f"{s} {' '.join(t.split())}"
        box = (min(box[0], b[0]), box[1], max(box[2], b[2]), b[3])
    return s, box


_ITEM_START = pattern(r"(?<=[a-z)])\s+(?=[A-Z][a-z]{2,}\b)")


# `... on the roof plan`: the sheet or view the question looks on, named by its title's words.
_ON_VIEW = pattern(r"\b(?:on|in)\s+(?:the\s+)?(?P<view>(?:[a-z]+\s+){1,3}(?:plan|elevations?|sections?))\s*\??\s*$", re.I)


def _is_titled(sheet_title: str, view: str) -> bool:
    """Is the sheet titled by the view the question names (`ROOF PLAN` for `the roof plan`)?"""
    title = {w.rstrip("s") for w in re.findall(r"[a-z]+", (sheet_title or "").lower())}
    return bool(title) and all(w.rstrip("s") in title for w in re.findall(r"[a-z]+", view.lower()))


def _item_of(statement: str, value: str) -> str:
    """The item of a run-on list that holds the value. A list set in sentence case starts each
    item with a capital after a lower-case word (`Front, side and rear setbacks Trees greater
    than 19 inches diameter`); a statement set in capitals is one item."""
    at = statement.find(value)
    if at < 0 or statement.upper() == statement:
        return statement
    starts = [0] + [m.end() for m in _ITEM_START.finditer(statement)] + [len(statement) + 1]
    for a, b in zip(starts, starts[1:]):
        if a <= at < b:
            return statement[a:b]
    return statement


_MEASURE = pattern(r"\b((?:[a-z][\w-]*\s+){1,4}?)(distance|spacing|height|width|depth|thickness|length|clearance|"
                   r"setback|diameter|area)s?\b", re.I)
_NOT_QUALIFIER = frozenset("maximum minimum max min required allowed allowable typical total overall".split())


def _measure_phrase(question: str) -> list[str]:
    """The words that say which measure is asked (`exit access travel` of `the maximum exit
    access travel distance`): a statement giving another travel distance (a fire extinguisher's)
    answers a different question, however many words it shares. The measure word itself need
    not be said: `BELOW 7 FT AFF` is a height."""
    m = _MEASURE.search(question)
    if not m:
        return []
    words = [w for w in tokenize(m.group(1)) if w not in ASKING_WORDS and w not in _NOT_QUALIFIER and len(w) > 1]
    return [stem(w) for w in words]      # the measure word itself the value's shape stands for


def _names_the_measure(phrase: list[str], statement: str) -> bool:
    if not phrase:
        return True
    have = {stem(t) for t in tokenize(_with_synonyms(statement))}
    return all(w in have for w in phrase)


# `what has the engineer assumed`: the drawings' author is who every note speaks for, not a topic.
# So are the drawings themselves (`where does the design call for`), and `instead of` only links
# the two things compared.
_AUTHOR = pattern(r"\b(?:has|have|did|does|do)\s+the\s+(?:engineer|architect|designer|design|drawings?|plans?)"
                  r"(?:\s+calls?\s+for)?\b|\binstead\s+of\b|\brather\s+than\b"
                  r"|\b(?:is|are|was|were)\s+the\s+(?:building|structure|project|house)\s+designed\s+(?:for|to)\b"
                  r"|\b(?:on|in)\s+(?:the|these|this)\s+(?:drawings?|plans?|sheets?|set)\b"
                  # the source a question cites (`according to the note on A1`) is not its topic
                  r"|\baccording\s+to\s+(?:the\s+)?(?:\w+\s+)?(?:notes?|drawings?|plans?|sheets?|details?)"
                  r"(?:\s+(?:on|in)\s+(?:sheet\s+)?[A-Z]{1,2}[-.]?\d[\w.-]*)?"
                  # ... or makes the subject (`where do the mech general notes require ...`)
                  r"|\b(?:do|does|did|per|in)\s+the\s+(?:[\w.]+\s+){0,2}notes?\b", re.I)


_SIZE_FIGURE = pattern(r"^x\d+$")


def _content_terms(text: str) -> list[str]:
    text = _AUTHOR.sub(" ", text)
    # A size's figures (`2x2` reads `2`, `x2`) are written many ways (`2 FT X 2 FT`, `2'x2'`): no topic words.
    return [t for t in tokenize(text) if t not in ASKING_WORDS and t not in _ALSO_ASKING and len(t) > 1 and not t.isdigit()
            and t not in _TYPE_WORDS and not _SIZE_FIGURE.match(t)]


# The parts of a sheet a question can name as where a statement stands (`in the legend`).
_NAMED_PARTS = frozenset({"legend", "notes", "schedule"})


def _part_named(section: str, terms: list[str]) -> str:
    """The word for the part of the sheet a statement stands in, when the question names that
    part (`what size are the fire hose valves in the legend`), or the document a title block
    stands for (`can this drawing be used ...`): it is said of the statement."""
    return document_said(section, terms) or (section if section in _NAMED_PARTS and section in terms else "")


def _says_more_than_marks(ctx: Context, q, terms: list[str], text: str, synonyms: dict) -> bool:
    """A name asked of a mark (`who makes PT-2`) needs a statement that says what the question
    says besides the mark: every line a tag stands on holds the tag."""
    marks = {m.lower() for m in q.marks}
    rest = [t for t in terms if t not in marks]
    return not rest or coverage(ctx, rest, _with_synonyms(text, synonyms)) > 0


def _leading_dimension(nouns: list[str]) -> str:
    """A material callout's grammar: its thickness first, then what it is (`4" CONCRETE SLAB
    ON GRADE`, `5/8" GYP. BD.`), the thing named within two words of the dimension."""
    named = "|".join(re.escape(stem(n)) for n in nouns if len(n) > 2) or "(?!)"
    return (rf"(?:thickness|(?<![\w/.])\d{{1,2}}(?:\s+\d/\d{{1,2}}|/\d{{1,2}})?\"\s+(?:[a-z.]+\s+){{0,2}}"
            rf"(?:{named}))")


def _with_synonyms(text: str, same: Optional[dict] = None) -> str:
    """The statement with the question's words for what it states added (`width` -> `wide`)."""
    low = text.lower()
    extra = [q for q, d in (_SAME if same is None else same).items() if re.search(rf"\b{d}", low)]
    return f"{text} {' '.join(extra)}" if extra else text


def _entities_in(q, text: str) -> bool:
    """The statement names every room, mark and building (`the North Building`) the question
    names: a code summary describes each building in a statement of its own."""
    up = text.upper()
    # (a bar or wire size the question names, `#5 bars`, is named by the statement too)
    for e in q.rooms + q.marks + named_scopes(q.text) + re.findall(r"#\d{1,2}\b", q.text):
        if not re.search(rf"(?<![\w-]){re.escape(e.upper())}(?![\w-])", up):
            return False
    return True


def _statements(ctx: Context, terms: list[str]):
    """(hit rank, passage, statement) for the passages of the top hits and of the chunks that
    hold the question's words; a numbered note is one statement, a long note its sentences too."""
    seen = set()
    chunks = [(r, h.chunk) for r, h in enumerate(ctx.hits[:TOP_HITS])]
    extra = chunks_with(ctx, [t for t in terms] + [stem(t) for t in terms], kinds=("chunk",), limit=60)
    chunks += [(TOP_HITS, c) for c in extra]
    for rank, c in chunks:
        if c.kind != "chunk" or (c.file, c.page, tuple(c.bbox)) in seen:
            continue
        seen.add((c.file, c.page, tuple(c.bbox)))
        # Passages rebuild labels and wrapped lines; a block as extracted is a paragraph or a
        # note of its own, and is read too (a passage can miss a block whose lines it regroups).
        blocks = _blocks(c)
        said: set[str] = set()
        leads = listed_under(c)
        # each item of an introduced list is a passage of its own, whatever block it was read in
        items = [Passage(l.text.strip(), c, [l.cite]) for l in chunk_lines(c) if l.text.strip() in leads]
        for p in chunk_passages(c) + blocks + items:
            if p.text in said:
                continue
            said.add(p.text)
            # A notes heading says what its notes are about; any other heading above a line
            # (a title block's `ELECTRICAL ENGINEER` over the owner's name) does not.
            heading = (p.heading if is_section_heading(p.heading)
                       else _lead_heading(p.text) or _notes_heading_over(c, p.bbox))
            if p.text in leads:     # an item of an introduced list is a value of the list's caption
                heading = f"{heading} {leads[p.text]}".strip()
            if not heading and c.section not in NOT_DRAWN:
                heading = view_named(view_of(page_view_titles(ctx, c), tuple(p.bbox)))   # a callout's view
                if names_other_figure(ctx.question.text, heading):
                    continue        # the `24"` panel's detail, the `16"` one asked
            for note in numbered_notes(p.text):
                yield rank, p, note, heading
                if len(note) > 160:
                    for s in _sentences(note):
                        if s != note:
                            yield rank, p, s, heading
                for lead, clause in _clauses(note) + _lettered_items(note):
                    yield rank, p, clause, f"{heading} {lead}".strip()


MAX_HEADING_WORDS = 12


def _notes_heading_over(c: Chunk, bbox) -> str:
    """The notes heading (`ROOF NOTES`) nearest above a passage in its column: on a notes block
    whose note numbers OCR lost, the passage's own line above is the previous note's end."""
    if c.section != "notes":
        return ""
    best = None
    for text, o in units(c):
        if o[3] > bbox[1] + 1 or min(o[2], bbox[2]) <= max(o[0], bbox[0]) or not is_section_heading(text.strip()):
            continue
        if best is None or o[3] > best[0]:
            best = (o[3], text.strip())
    return best[1] if best else ""


_LEAD = pattern(r"^(?P<lead>[A-Z][A-Z0-9 /&'-]{2,40}):\s+")


def _keyed_item(s: str, heading: str, terms: list[str], prop: str) -> Optional[str]:
    """The one item of a list of a property (`PAINT: WALLS EGGSHELL, CEILINGS FLAT`) whose key
    the question names and whose value is of the property asked, with the list's lead."""
    m = _LEAD.match(s)
    lead = m.group("lead") if m else ""
    if not _PROPERTY_LIST.search(f"{heading} {lead}"):
        return None
    body = s[m.end():] if m else s
    keys = [t for t in terms if t not in _PROPERTY_WORDS]
    items = [x.strip(" .") for x in re.split(r"[;,]\s+", body)]
    hits = [x for x in items if len(x.split()) <= MAX_KEYED_ITEM_WORDS and _PROPERTY_VALUE[prop].search(x)
            and any(_says_word(k, x) for k in keys)]
    if len(hits) != 1:
        return None
    return f"{lead}: {hits[0]}" if lead else hits[0]


def _clauses(note: str) -> list[tuple[str, str]]:
    """(lead, clause) for each `;`-separated clause of a note that lists values (`DESIGN LOADS:
    ROOF LIVE LOAD 20 PSF; FLOOR LIVE LOAD 50 PSF; ...`): one is asked for, not the list. The
    note's lead (`DESIGN LOADS`) says what each clause is about."""
    pieces = [x.strip(" .") for x in note.split(";")]
    if len(pieces) < 2:
        return []
    m = _LEAD.match(pieces[0])
    lead = m.group("lead") if m else ""
    return [(lead, x) for x in pieces if len(x.split()) >= 2]


# a sub-item's letter starts the note or follows a colon or a sentence's end (`KSI. C. CHANNELS`),
# never a word (`GRADE C. RECTANGULAR`)
_LETTERED = re.compile(r"(?:^|(?<=[:.;]))\s*([A-Z])\.\s+(?=[A-Z0-9(])")
MIN_LETTERED_ITEMS = 2


def _lettered_items(note: str) -> list[tuple[str, str]]:
    """(lead, item) for each lettered sub-item of a note (`MATERIALS: A. WIDE FLANGE SHAPES:
    ASTM A992 ... B. HOLLOW STRUCTURAL SECTIONS (HSS): ASTM A500, GRADE C ...`), lettered A, B,
    C ... in turn: one item is asked for, not the note. The words before `A.` say what each is."""
    marks, want = [], "A"
    for m in _LETTERED.finditer(note):
        if m.group(1) == want:
            marks.append(m)
            want = chr(ord(want) + 1)
    if len(marks) < MIN_LETTERED_ITEMS:
        return []
    lead = note[:marks[0].start()].strip(" :.")
    ends = [m.start() for m in marks[1:]] + [len(note)]
    return [(lead, note[m.end():end].strip(" ;")) for m, end in zip(marks, ends)]


def _lead_heading(text: str) -> str:
    """The heading a block of numbered notes sits under (`FIRE SUPPRESSION GENERAL NOTES 1. ...`):
    what each note is about without repeating it, so it counts toward a note's coverage."""
    m = NOTE_NUMBER.search(text)
    lead = text[:m.start()].strip() if m else ""
    return lead if lead and len(lead.split()) <= MAX_HEADING_WORDS and lead == lead.upper() else ""




def _blocks(c) -> list[Passage]:
    """The chunk's blocks as extracted, a block that breaks off mid-sentence (`... AT 48 INCHES
    AFF AND`) joined with the block that goes on below it in the same column -- not with
    whatever block comes next in the list, which on a dense sheet is often the next column's."""
    us = [(text, tuple(b)) for text, b in units(c)]
    taken: set[int] = set()
    out: list[Passage] = []
    for i, (text, b) in enumerate(us):
        if i in taken:
            continue
        boxes, last = [b], b
        while DANGLING.search(text):
            j = block_below(us, i, last, taken)
            if j is None:
                break
            taken.add(j)
            text, last = f"{text} {us[j][0]}", us[j][1]
            boxes.append(last)
        out.append(Passage(text, c, boxes, heading=heading_above(us, i)))
    return out


_SENTENCE_END = pattern(r"(?<=[A-Za-z0-9)\"'%])[.;]\s+(?=[A-Z(\[\"])")
_ABBREVIATED = pattern(r"(?:\b[A-Z]{1,3}|\b(?:MIN|MAX|TYP|DIA|APPROX|ETC|EXIST|REQ|INCL|SIM|CONT|REF|SPEC|MFR))$", re.I)


def _sentences(text: str) -> list[str]:
    """Sentences of a note, all-capitals ones too (`... INDICATED BELOW. ALL 90 DEGREE ...`); a
    period after an abbreviation (`O.C.`, `MIN.`, `NO.`) does not end one."""
    out, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if _ABBREVIATED.search(text[start:m.start()]):
            continue
        out.append(text[start:m.start() + 1].strip())
        start = m.end()
    out.append(text[start:].strip())
    return [x for x in out if x]


_ASKS_SIZE = pattern(r"\bsizes?\b", re.I)
# A figure followed by the measure it gives (`1" THICK`, `12" DEEP`): not the size of a thing it
# names, as a pipe callout's leading size is (`1-1/2" DOMESTIC WATER SERVICE`).
_OTHER_MEASURE = pattern(r"^\s*(?:THICK|THK|DEEP|HIGH|WIDE|LONG|CLEAR|CLR|MIN(?:IMUM)?|MAX(?:IMUM)?|O\.?C\.?|AFF|A\.F\.F\.)\b", re.I)


def _measures_other(s: str) -> bool:
    """The statement's first dimension is a measure it names (`1" THICK`), not a size."""
    m = next(value_matches("dimension", s), None)
    return m is not None and _OTHER_MEASURE.search(s[m.end():]) is not None


# Where a sentence's subject ends and what is said of it starts (`DOMESTIC HOT WATER | SHALL BE
# STORED AT 140°F`, `SLOPE HORIZONTAL DRAINAGE PIPING | AT 1/4" PER FOOT`).
_PREDICATE_START = pattern(r"\b(?:SHALL|MUST|IS|ARE|AT)\b", re.I)
# Two things asked together (`thermostats and occupancy sensors`, `width and height`); a size
# range (`3" and smaller`) is one thing.
_ASKS_TWO = pattern(r"[a-z]\s+(?:and|or)\s+[a-z]", re.I)
_CLAUSE_JOIN = pattern(r"\s+AND\s+|,\s+|;\s+", re.I)
_RESPECTIVELY = pattern(r"\bRESPECTIVELY\b", re.I)
_INCH_FIGURE = pattern(r"(?<![\d/-])\d+(?:-\d+/\d+|/\d+)?\"")


def _clause_asked(s: str, kind: str, question: str) -> str:
    """A sentence giving two values of the kind asked, each in a clause of its own (`... AT 1/4"
    PER FOOT FOR 3" AND SMALLER AND 1/8" PER FOOT FOR 4" AND LARGER`, `STORED AT 140°F AND
    DELIVERED ... AT 110°F`): the sentence's subject and the one clause the question's own words
    name; the whole sentence where no clause, or more than one, is named."""
    found = list(value_matches(kind, s))
    if len(found) < 2 or _ASKS_TWO.search(question) or len(_sentences(s)) > 1 or _RESPECTIVELY.search(s):
        return s      # both asked (`width and height`), two sentences each saying its own, or
                      # values matched to the subject's own list (`WIDTH AND HEIGHT ... 32 AND 80 ... RESPECTIVELY`)
    cuts = [0]
    for prev, m in zip(found, found[1:]):
        joins = list(_CLAUSE_JOIN.finditer(s, prev.end(), m.start()))
        if not joins:
            return s      # two values of one clause (`140°F TO 110°F`)
        cuts.append(joins[-1].start())
    cuts.append(len(s))
    verb = _PREDICATE_START.search(s, 0, found[0].start())
    if verb is None:
        return s      # no subject the clauses share: each clause says its own thing
    subject = s[:verb.start()].strip()
    clauses = [s[a:b] for a, b in zip(cuts, cuts[1:])]
    own = [c[len(subject):] if k == 0 else c for k, c in enumerate(clauses)]
    terms = {stem(t) for t in _content_terms(question)}
    figures = set(_INCH_FIGURE.findall(question))

    def named(text: str) -> int:
        words = {stem(t) for t in tokenize(text)}
        return len(terms & words) + sum(f in _INCH_FIGURE.findall(text) for f in figures)

    score = [named(o) for o in own]
    top = max(score)
    if top == 0 or score.count(top) > 1:
        return s
    k = score.index(top)
    if k == 0:
        return clauses[0].strip(" ,;")
    rest = _CLAUSE_JOIN.sub("", clauses[k], count=1).strip(" ,;.")
    return f"{subject} {rest}".strip()


def _trim(s: str) -> str:
    """The statement once: a label overprinted at one spot (`125mm THICK R.C.SLAB U.N.O.` four
    times over) reads as one."""
    s = " ".join(s.split()).strip(" ;,")
    s = re.sub(r"(\b.{8,80}?)(?:\s+\1(?=\s|$))+", r"\1", s)
    return s if len(s) <= MAX_STATEMENT else s[:MAX_STATEMENT - 2].rsplit(" ", 1)[0] + " …"


# A quote cut right after an equals sign (`= 37.30 V x 1.1118 = …`) has lost the result it leads to.
_CUT_AT_RESULT = re.compile(r"=\s*…$")


# --------------------------------------------------------------------------- standards named

_STANDARD = pattern(r"\b(NFPA|ASTM|ASME|ANSI|ASHRAE|SMACNA|UL)\s*-?\s*([A-Z]?\d+[A-Z]?)\b", re.I)
_BODY = pattern(r"\b(NFPA|ASTM|ASME|ANSI|ASHRAE|SMACNA|UL)\b", re.I)
MAX_STANDARD_NOTES = 4


def _standards_named(ctx: Context) -> Optional[Answer]:
    """`Which NFPA standards apply?` where no one note lists them: every standard of the body
    asked that the notes name (`... PER NFPA 13`, `STANDPIPES SHALL COMPLY WITH NFPA 14`), each
    with the note that names it."""
    body = _BODY.search(ctx.question.text)
    if body is None:
        return None
    named: dict[str, tuple] = {}
    for c in chunks_with(ctx, [body.group(1).lower()], kinds=("chunk",), limit=60):
        if c.section == "title block":
            continue
        for p in chunk_passages(c):
            for s in _sentences(p.text):
                for m in _STANDARD.finditer(s):
                    if m.group(1).upper() == body.group(1).upper():
                        named.setdefault(f"{m.group(1).upper()} {m.group(2).upper()}", (c, s, p.bbox))
    if len(named) < 2:
        return None
    notes, seen = [], set()
    for c, s, b in named.values():
        if s not in seen and len(notes) < MAX_STANDARD_NOTES:
            seen.add(s)
            notes.append((c, s, b))
    text = f"{', '.join(named)} (" + "; ".join(_trim(s).rstrip(".") for _, s, _ in notes) + ")"
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=notes[0][0].source == "ocr"))
    return make_answer(ctx, text, conf, name, notes)


# --------------------------------------------------------------------------- callouts

_PLURAL_ASK = pattern(r"\bwhat\s+are\s+the\s+(?P<which>(?:[\w-]+,?\s+){0,5}?)(?P<noun>[a-z]{4,}s)\b"
                      # `what front, side and rear setbacks are shown on the plot plan?`
                      r"|^\s*(?:what|which)\s+(?P<which2>(?:[\w-]+,?\s+){0,5}?)(?P<noun2>[a-z]{4,}s)\s+(?:are|were)\s+"
                      r"(?:shown|listed|given|indicated|noted|dimensioned|required|specified)\b", re.I)
MAX_CALLOUT_WORDS = 6


def _callouts(ctx: Context, kind: str) -> Optional[Answer]:
    """`What are the front, side and rear setbacks?`: a plan states each as its own short
    callout (`25ft FRONT SET BACK`, `5ft SIDE SETBACK`). Every callout on one page that names
    the thing asked and holds a value, when there are several and each named kind is among them."""
    m = _PLURAL_ASK.search(ctx.question.text)
    if not m:
        return None
    noun = re.sub(r"s$", "", (m.group("noun") or m.group("noun2")).lower())
    which = [w for w in re.findall(r"[a-z]+", (m.group("which") or m.group("which2") or "").lower())
             if w not in ASKING_WORDS]
    for rank, c in enumerate(h.chunk for h in ctx.hits[:TOP_HITS]):
        found = []
        for p in page_chunks(ctx, c.file, c.page):
            for text, b in units(p):
                t = " ".join(text.split())
                if len(t.split()) > MAX_CALLOUT_WORDS or noun not in t.lower().replace(" ", ""):
                    continue
                if find_value(kind, t) is not None and t not in [f[0] for f in found]:
                    found.append((t, p, tuple(b)))
        named = [w for w in which if any(w in f[0].lower() for f in found)]
        if len(found) >= 2 and len(named) == len(which):
            text = "; ".join(f[0] for f in found)
            conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank,
                                       ocr=any(f[1].source == "ocr" for f in found)))
            return make_answer(ctx, text, conf, name, [(f[1], f[0], f[2]) for f in found])
    return None


# --------------------------------------------------------------------------- lists

_LIST_Q = pattern(r"\b(?:which|what)\s+(?:items|things|elements|systems|documents|components|submittals)\b"
                  r"|\blist\s+(?:of\s+)?(?:the\s+)?\w+"
                  r"|^\s*what\s+are\s+the\s+(?:[\w-]+\s+){0,4}[a-z]{3,}s\s*\??\s*$", re.I)   # `what are the deferred submittals?`
_ITEM = pattern(r"^\s*(?:[A-Z]|\d{1,2})[.)]\s+\S")
MAX_ITEMS = 12


def _listed(ctx: Context, terms: list[str]) -> Optional[Answer]:
    """`Which items are anticipated as deferred submittals?`: the items lettered or numbered under
    the heading that says what the question says, read down its column on the page (blocks of
    one list may have been put in different chunks)."""
    if not terms:
        return None
    for rank, c in enumerate(h.chunk for h in ctx.hits[:TOP_HITS]):
        for head, hb in ((t, tuple(b)) for t, b in units(c)):
            if len(head.split()) > 8 or _ITEM.match(head) or coverage(ctx, terms, head) < 0.9:
                continue
            items = _items_below(page_chunks(ctx, c.file, c.page), hb)
            if len(items) >= 2:
                return _list_answer(ctx, c, rank, " ".join(head.split()), hb, items)
    return None


def _list_answer(ctx: Context, c: Chunk, rank: int, lead: str, head_box: tuple,
                 items: list[tuple[str, tuple]]) -> Answer:
    """A heading or an introducing note with the items listed under it, cited as one box."""
    text = f"{lead}: " + "; ".join(t for t, _ in items)
    box = union([head_box] + [b for _, b in items])
    conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank, ocr=c.source == "ocr"))
    return make_answer(ctx, text, conf, name, [(c, text, box)])


# `which drawings should be included`: a plural noun asked for, a list of them the answer.
_WHICH_PLURAL = pattern(r"\b(?:which|what)\s+(?:[a-z]+\s+)?[a-z]{3,}s\s+(?:should|must|shall|are|need|have|require)\b", re.I)
# The verb that relates the list to its topic (`be included`, `be provided`): the note says it its way.
_PREDICATE = pattern(r"\b(?:should|must|shall|need\s+to|have\s+to|are\s+to)\s+be\s+[a-z]+ed\b", re.I)
# A sentence that introduces the list printed under it (`The following ... should be provided:`).
_INTRODUCES = pattern(r"(?:\bthe\s+following\b[^.;]*|:)\s*$", re.I)
# A tick box OCR reads as a letter or mark before a checklist item (`Y Site plan`, `v Details`).
_TICK = pattern(r"^(?:[YyVvXx\u2713\u2714\u2610\u2611\u25a0\u25a1\u2022*-]|\[\s*\]?)\s+(?=[A-Za-z])")
MAX_ITEM_WORDS = 6
MIN_INTRO_COVERAGE = 0.9


def _introduced_list(ctx: Context, terms: list[str]) -> Optional[Answer]:
    """`Which drawings should be included in a permit submittal?`: a note that introduces a
    list (`... The following basic information should be provided with permit submittals`) is
    read with the short lines printed under it in its column, each an item, up to the next
    sentence; the note says the question's topic, the list is the answer."""
    if not terms:
        return None
    for rank, c in enumerate(h.chunk for h in ctx.hits[:TOP_HITS]):
        for intro, ib in ((" ".join(t.split()), tuple(b)) for t, b in units(c)):
            if not _INTRODUCES.search(intro) or coverage(ctx, terms, intro) < MIN_INTRO_COVERAGE:
                continue
            items = _short_lines_below(page_chunks(ctx, c.file, c.page), ib)
            if len(items) < 2:
                continue
            return _list_answer(ctx, c, rank, _sentences(intro)[-1].rstrip(" :"), ib, items)
    return None


def _inline_list(ctx: Context, terms: list[str]) -> Optional[Answer]:
    """`Which items require special inspection?`: the lettered items a note introduces in its
    own text, each by its name."""
    if not terms:
        return None
    for rank, c in enumerate(h.chunk for h in ctx.hits[:TOP_HITS]):
        for text, box in units(c):
            found = _lettered_list(ctx, terms, " ".join(text.split()))
            if found is not None:
                lead, items = found
                return _list_answer(ctx, c, rank, lead, tuple(box), [(t, tuple(box)) for t in items])
    return None


def _lettered_list(ctx: Context, terms: list[str], unit: str) -> Optional[tuple[str, list[str]]]:
    """A note that introduces lettered items in its own text (`2. SPECIAL INSPECTION IS REQUIRED
    FOR THE FOLLOWING: A. SOILS (IBC 1705.6): ... B. CAST-IN-PLACE CONCRETE ...`): its lead and
    each item's name, the words before the item's own colon."""
    for note in numbered_notes(unit):
        items = _lettered_items(note)
        if len(items) < MIN_LETTERED_ITEMS:
            continue
        lead = items[0][0]
        if not _INTRODUCES.search(lead + ":") or coverage(ctx, terms, lead) < MIN_INTRO_COVERAGE:
            continue
        return lead, [re.split(r":\s", item, maxsplit=1)[0].strip(" .") for _, item in items]
    return None


def _short_lines_below(page, ib) -> list[tuple[str, tuple]]:
    """The short lines right under a note, within its width, in reading order, until a sentence
    or a gap of more than two lines: the list the note introduces (tick boxes dropped). Lines,
    not blocks: a text layer sets a list's lines as one block."""
    cands = sorted({(tuple(l.geo), " ".join(l.text.split()), units(c)[l.unit][0].rstrip().endswith("."))
                    for c in page for l in chunk_lines(c)
                    if l.geo[1] >= ib[3] - 2 and ib[0] - 2 <= l.geo[0] < ib[2]}, key=lambda x: x[0][1])
    out, y = [], ib[3]
    for b, t, in_sentence in cands:
        line = max(1.0, b[3] - b[1])
        if b[1] - y > 2.5 * line or len(out) == MAX_ITEMS:
            break
        item = _TICK.sub("", t)
        if len(item.split()) > MAX_ITEM_WORDS or item.endswith(".") or in_sentence:
            break           # the paragraph after the list
        out.append((item, b))
        y = b[3]
    return out


def _items_below(page, hb) -> list[tuple[str, tuple]]:
    """List items starting below a heading at its left edge, in reading order, until the list
    stops (a gap of more than two lines)."""
    line = max(1.0, hb[3] - hb[1])
    cands = sorted({(tuple(b), " ".join(t.split())) for c in page for t, b in units(c)
                    if _ITEM.match(t) and b[1] >= hb[3] - 2 and abs(b[0] - hb[0]) <= 30})
    cands.sort(key=lambda x: x[0][1])
    out, y = [], hb[3]
    for b, t in cands:
        if b[1] - y > 2.5 * line or len(out) == MAX_ITEMS:
            break
        out.append((t, b))
        y = b[3]
    return out


# --------------------------------------------------------------------------- abbreviations

# --------------------------------------------------------------------------- code editions

def code_title(question: str) -> Optional[str]:
    """The title a question names a code by (`the National Electrical Code`), if any."""
    m = re.search(CODE_TITLE, question)
    return m.group(0) if m else None


def _year_after(s: str, end: int, reach: int) -> Optional[re.Match]:
    """The first year after position `end` of a code list's line, before the next code's name
    (within `reach` characters where no other code follows); its place is counted from `end`."""
    rest = s[end:]
    nxt = _CODE_NAME.search(rest)
    return _YEAR.search(rest[:nxt.start()] if nxt else rest[:reach])


def _edition_answer(ctx: Context, rank: int, p, quote: str) -> Answer:
    conf = confidence(Evidence(type_match=True, coverage=1.0, rank=rank, ocr=p.chunk.source == "ocr"))
    return make_answer(ctx, quote, conf, name, [(p.chunk, quote, p.bbox)])


def _edition_of_title(ctx: Context, title: str) -> Optional[Answer]:
    """The year written after a code's title in a code list (`NFPA 70 NATIONAL ELECTRICAL CODE
    2017`), before the next code's name."""
    words = [w for w in title.split() if w.lower() != "the"]
    title_rx = re.compile(r"\b" + r"\s+".join(re.escape(w) for w in words) + r"\b", re.I)
    for rank, p, s, _ in _statements(ctx, [w.lower() for w in words]):
        m = title_rx.search(s)
        y = _year_after(s, m.end(), 40) if m else None
        if y and y.start() <= 40:
            lead = _CODE_NAME.search(s[max(0, m.start() - 12):m.start()])   # `NFPA 70` before the title
            begin = max(0, m.start() - 12) + lead.start() if lead else m.start()
            return _edition_answer(ctx, rank, p, s[begin:m.end() + y.end()].strip())
    return None


def _edition(ctx: Context, codes: list[str]) -> Optional[Answer]:
    """The year written after a code's name in a code list, before the next code's name; in a
    code list drawn as columns, the year in the year column on the code's own rows."""
    code = codes[0].split()[0].upper()
    number = re.search(rf"\b{re.escape(code)}\s*-?\s*(\d+[A-Z]?)\b", ctx.question.text, re.I)
    name_rx = re.compile(rf"\b{re.escape(code)}\b" + (rf"\s*-?\s*{number.group(1)}(?![\d.])" if number else ""), re.I)
    for rank, p, s, _ in _statements(ctx, [code.lower()]):
        for m in name_rx.finditer(s):
            y = _year_after(s, m.end(), 120)
            if y and y.end() <= 120:
                return _edition_answer(ctx, rank, p, s[m.start():m.end() + y.end()].strip())
    if number is None:
        return None       # `NFPA` alone names no one entry of the list
    chunks = [h.chunk for h in ctx.hits[:TOP_HITS]] + chunks_with(ctx, [code.lower()], kinds=("chunk",), limit=20)
    seen = set()
    for rank, c in enumerate(chunks):
        if c.kind != "chunk" or id(c) in seen:
            continue
        seen.add(id(c))
        got = edition_in_column(chunk_lines(c), name_rx)
        if got is not None:
            entry, year = got
            quote = f"{' '.join(l.text for l in entry)} {year.text}"
            conf = confidence(Evidence(type_match=True, coverage=1.0, rank=min(rank, TOP_HITS),
                                       ocr=c.source == "ocr"))
            return make_answer(ctx, quote, conf, name, [(c, l.text, l.cite) for l in entry + [year]])
    return None


# A line that is only a year: the year column of a code list.
_YEAR_CELL = pattern(r"^\s*(?:19[5-9]\d|20[0-4]\d)\s*$")
# A line that opens a code list's entry with its designation (`NFPA 72`, `(IBC)`, `ICC/ANSI`).
_ENTRY_HEAD = pattern(r"^\s*\(?(?:NFPA|IBC|IRC|IECC|IMC|IPC|IFC|IFGC|IEBC|NEC|ASHRAE|ASME|ANSI|ICC|UL|ASTM|SMACNA|ADA|"
                      r"CBC|CRC|CMC|CPC|CEC|AS|NCC|BCA)\b", re.I)
# How far (points) the designations of one list's entries may start from each other's left edge.
COLUMN_SLACK = 6.0


def edition_in_column(lines, name_rx) -> Optional[tuple[list, object]]:
    """(the entry's lines, its year line) in a code list drawn as columns: designation, title
    (wrapping onto further rows) and year. An entry runs from its designation's row down to the
    next designation in the same column; its edition is the one year cell right of the
    designation inside that band (a block glued across rows is placed only roughly, so the year
    cell is told by its own column). Two year cells in the band, or none: not this layout."""
    for i, head in enumerate(lines):
        if not name_rx.match(head.text):
            continue
        x0, top = head.geo[0], head.geo[1]
        tops = [l.geo[1] for l in lines if l is not head and _ENTRY_HEAD.match(l.text)
                and abs(l.geo[0] - x0) <= COLUMN_SLACK and l.geo[1] > top + head.h / 2]
        bottom = min(tops) if tops else top + 3 * head.h
        years = [l for l in lines if _YEAR_CELL.match(l.text) and l.geo[0] > x0 + COLUMN_SLACK
                 and top - head.h / 2 <= (l.geo[1] + l.geo[3]) / 2 < bottom]
        if len(years) != 1:
            continue
        entry = [l for l in lines if l is not years[0] and l.geo[0] >= x0 - COLUMN_SLACK
                 and top - head.h / 2 <= (l.geo[1] + l.geo[3]) / 2 < bottom and not _YEAR_CELL.match(l.text)]
        return entry, years[0]
    return None
