"""The question inside a conversational request.

People and agents wrap a question in talk: who asks and why (`Our sprinkler contractor wants
to know: ...`, `For the structural takeoff, ...`, `As the plan reviewer I'd like to confirm:
...`), politeness (`Could you tell me which ...`, `please list ...`) and a sentence of context
before it (`I'm reviewing the code summary. ...`). None of it names what the drawings must say,
and its words (`contractor`, `review`, `permit`) would be read as the topic. The wrapping is
taken off; what names the topic is kept: a lead clause is dropped only when it speaks of the
asker (a first- or second-person word, a request, a purpose such as a takeoff or a permit
review), never when it names a thing on the drawings (`In the North Building occupancy table,
...`). Every pattern is bounded, and the text is already capped by the caller.
"""
from __future__ import annotations

import re

from .tokens import DRAWING_PARTS

_SEP = r"\s*[:,\-\u2013\u2014]+\s*"
_PURPOSE = (r"(?:takeoff|take-off|permit|review|bid|bidding|estimate|pricing|submittal|records?|meeting|report|"
            r"inspection|rfi|coordination)")
# Lead clauses that speak of the asker, each ending where the question starts.
_LEADS = [re.compile(p, re.I) for p in (
    r"^(?:hi|hello|hey)\b[^,.!?:]{0,40}[,.!:]\s*",
    r"^(?:a\s+)?(?:quick|one|short)\s+question(?:\s+from\s+the\s+\w+)?" + _SEP,
    r"^(?:as|being)\s+(?:the|a|an|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+,?\s+(?:i|we)(?:'d|\s+would)\s+like\s+to\s+"
    r"(?:know|confirm|check|verify)" + _SEP + r"?",
    r"^(?:i|we)(?:'d|\s+would)\s+like\s+to\s+(?:know|confirm|check|verify)" + _SEP + r"?",
    r"^(?:our|the|my|a)\s+(?:[\w-]+\s+){0,3}?(?:wants|needs|would\s+like|asked|asks)\s+to\s+know" + _SEP,
    r"^for\s+(?:the|our|a|this|my)\s+(?:[\w-]+\s+){0,2}?" + _PURPOSE + r"\s*,\s*",
    r"^(?:please\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:tell\s+me|let\s+me\s+know|confirm|check|say)"
    r"\s+(?=(?:what|which|who|whose|where|when|how|if|whether)\b)",
    r"^(?:please\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:tell\s+me|let\s+me\s+know)\s*" + _SEP + r"?",
    r"^please\s+(?=(?:what|which|who|whose|where|when|how)\b)",
)]
# `Could you look up the rated capacity of the fire pump for me?`: a thing asked for by name.
_LOOK_UP = re.compile(r"^(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?(?:look\s+up|find|locate|get|pull|"
                      r"check)\s+(?P<thing>(?:the|a|an)\s+[^?]{3,200}?)(?:\s+for\s+(?:me|us))?\s*\??$", re.I)
# `I need the refrigerant type for the chillers - what is it?`: the thing, then a pronoun asking it.
_NEED_IT = re.compile(r"^(?:i|we)(?:\s+(?:need|want)|'m\s+looking\s+for|\s+am\s+looking\s+for|\s+are\s+looking\s+for)"
                      r"\s+(?P<thing>(?:the|a|an)\s+[^?]{3,200}?)" + _SEP + r"(?:what|which)\s+(?:is|are)\s+"
                      r"(?:it|they|that|those)\s*\??$", re.I)
# `What protection do the break room circuits need?` asks how they must be protected: the
# noun of a verb (-ction, -ation) that notes state with the verb (`SHALL BE GFCI PROTECTED`).
_WHAT_ACTION_NEEDED = re.compile(r"^what\s+(?P<noun>[a-z]+(?:ction|ation))\s+(?:do|does)\s+(?P<thing>(?:the|a|an|all|each)\s+"
                                 r"[^?]{3,200}?)\s+(?:need|require|get)\s*\??$", re.I)
_PARTICIPLE = {"installation": "installed"}


def _participle(noun: str) -> str:
    low = noun.lower()
    return _PARTICIPLE.get(low, low[:-3] + "ed")      # protect-ion, ventilat-ion: + ed


# `I'm looking for the roof plan`: a thing looked for, asked by name.
_LOOKING_FOR = re.compile(r"^(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:looking|searching)\s+for\s+"
                          r"(?P<thing>(?:the|a|an)\s+[^?.]{3,200}?)\s*[.?]?$", re.I)
# `List the anticipated deferred submittals`: an imperative asking for a list is `what are ...?`.
_LIST_ASKED = re.compile(r"^(?:please\s+)?(?:list|enumerate|name)\s+(?:all\s+(?:of\s+)?)?(?P<rest>(?:the|all|any|every)\s+[^?]{3,300}?)"
                         r"\s*[.?]?$", re.I)
# A sentence of context before the question (`I'm reviewing the code summary.`).
_CONTEXT_SENTENCE = re.compile(r"^(?:i|we)(?:'m|'re|\s+am|\s+are|\s+have|'ve)\b[^.!?]{0,200}[.!]\s+(?=\S)", re.I)
_FOR_ME = re.compile(r"\s+for\s+(?:me|us)(?=\s*\??$)", re.I)


def plain_question(text: str) -> str:
    """The question with the talk around it taken off (the text itself where there is none)."""
    out = text.strip()
    for _ in range(4):      # a request may stack a few leads: `Hi! Quick question - could you tell me ...`
        before = out
        out = _CONTEXT_SENTENCE.sub("", out, count=1)
        m = _NEED_IT.match(out) or _LOOK_UP.match(out) or _LOOKING_FOR.match(out)
        if m:
            thing = m.group('thing')
            # `find the door schedule`: a part of the drawings is looked for where it is
            asks = "where is" if thing.split()[-1].lower() in DRAWING_PARTS else "what is"
            out = f"{asks} {thing}?"
        m = _WHAT_ACTION_NEEDED.match(out)
        if m:
            out = f"how must {m.group('thing')} be {_participle(m.group('noun'))}?"
        m = _LIST_ASKED.match(out)
        if m:
            out = f"what are {m.group('rest')}?"
        for lead in _LEADS:
            out = lead.sub("", out, count=1)
        out = _FOR_ME.sub("", out).strip()
        if out == before:
            break
    return out if len(out.split()) >= 2 else text.strip()
