"""What a question asks for, and what a value of that type looks like on a drawing.

The answer contract rests on this: a question that asks for an edition wants a year, one that
asks how far wants a dimension, one that asks who wants a name. An answer whose text holds no
value of the type asked for is not an answer, whatever its evidence says about the topic.

The value shapes follow how drawings write things (`6'-8"`, `6-FT 8-INCH`, `0.15 GPM/SF`,
`R315.1`, `04MAY2021`, `1/4" = 1'-0"`), not any one set's wording. Patterns are compiled on first
use (a question uses a few of them) and have no nested quantifiers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional
from .sheet_ids import ISO_NAME
from .tokens import STOPWORDS

# --------------------------------------------------------------------------- value shapes

_NUM = r"\d+(?:[.,]\d+)?"
_FT = r"(?:'|\u2019|\u2032|FT\.?|FEET|FOOT)"
_IN = r"(?:\"|\u201d|\u2033|''|INCH(?:ES)?|IN\.?)"
_MONTH = r"(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\.?"

VALUE_SHAPES: dict[str, str] = {
    "code_list": (r"\b(?:NFPA|UL|ASTM|ASME|ANSI|ASHRAE|SMACNA)\s*-?\s*\d+[A-Z]?"
                  r"(?:\s*,\s*\d+[A-Z]?)*(?:\s*,?\s*(?:AND|&)\s*\d+[A-Z]?)"
                  r"|\b(?:NFPA|UL|ASTM|ASME|ANSI|ASHRAE|SMACNA)\s*-?\s*\d+[A-Z]?(?:\s*,\s*\d+[A-Z]?){2,}"),
    # A standard is cited as its body's initials and its designation (`NFPA 13`, `ISEA Z358.1`).
    "standard": (r"\b(?:NFPA|UL|ASTM|ASME|ANSI|ASHRAE|SMACNA|BS(?:\s+EN)?|EN|ISO|AS(?:/NZS)?|NZS|"
                 r"(?:CAN/)?(?:CSA|ULC)|IEC|DIN|ISEA|ASSE|IAPMO|NSF|AWS|ACI|AISC|AWWA|IEEE|NEMA|AHRI|AMCA|TIA)"
                 r"\s*-?\s*[A-Z]?\d+(?:[-.:]\d+)*"),
    "year": r"(?<![\d/.-])(?:19[5-9]\d|20[0-4]\d)(?![\d/])",
    "code_section": (r"\b(?:SECTION|SEC\.?|TABLE|CHAPTER|CH\.?|\u00a7)\s*[A-Z]?\d{1,4}(?:\.\d{1,3}){0,3}\b"
                     r"|(?<![\w.])[A-Z]{0,2}\d{3,4}(?:\.\d{1,3}){1,3}(?![\w])"
                     r"|(?<![\w.])R\d{3}(?:\.\d{1,3}){0,3}(?![\w])"),
    "dimension": (rf"\d{{1,4}}\)?\s*-?\s*{_FT}\s*-?\s*(?:\d{{1,2}}(?:\s*\d/\d{{1,2}})?\s*-?\s*{_IN})?"
                  rf"|\d{{1,4}}(?:\s+\d/\d{{1,2}}|\.\d+)?\s*-?\s*{_IN}(?![A-Z])"
                  r"|\d+(?:\.\d+)?\s*(?:MM|CM|M)\b(?!\s*[/²2])"
                  r"|\b\d{1,3}\s*[xX\u00d7]\s*\d{1,3}\b"
                  # `AT LEAST 36° AWAY FROM`: an inch mark a scan made a degree sign (an angle is
                  # not away from anything)
                  r"|\b\d{1,3}\s*°(?=\s*(?:AWAY|CLEAR|FROM|MIN\.?|MINIMUM|ABOVE|BELOW|A\.?F\.?F)\b)"
                  # structural sizes in millimetres, each figure marked W, L or D: `900Wx600D`
                  r"|\b\d{2,5}\s*[WLDH]\s*[xX\u00d7]\s*\d{2,5}\s*[WLDH](?:\s*[xX\u00d7]\s*\d{2,5}\s*[WLDH])?\b"
                  # ... or a depth alone (`REFER PLAN x 750D`); a nail's penny size (`16D`) has fewer figures
                  r"|(?<![\w.])\d{3,4}D\b"),
    # gross and net square feet (`20,500 GSF`, `3038 NSF`) are areas as much as `SF` is
    "area": r"\d[\d,]*(?:\.\d+)?\s*(?:SQ\.?\s*FT\.?|SQUARE\s+FEET|[GN]?S\.?F\.?|SF|FT2|FT\u00b2|M2|M\u00b2|SQ\.?\s*M|HECTARES?|ACRES?)\b",
    "density": r"\d*\.\d+\s*GPM\s*/\s*(?:SQ\.?\s*FT|SF|FT2)|\d*\.\d+\s*GPM",
    "temperature": r"-?\d{1,3}(?:\.\d)?\s*(?:\u00b0\s*[FC]?|DEG(?:REES?)?\.?\s*[FC]?|F\b|C\b)",
    "pressure": (r"-?\d[\d,]*(?:\.\d+)?\s*(?:IN(?:\.|CH(?:ES)?)?\s*(?:W\.?\s*[GC]|WG|(?:OF\s+)?WATER(?:\s+(?:GAUGE|GAGE|COLUMN))?)|\"\s*W\.?\s*[GC]|W\.?G\.?\b|"
                 r"PSIG?|PSF|PLF|KPA|MPA|PA\b|KN\s*/\s*M(?:2|\u00b2))"),
    "speed": r"\b\d{1,4}(?:\.\d+)?\s*(?:MPH|M/S|KM/H|FPM|FT/MIN)\b",
    "rating": (r"\bR-?\s?\d{1,2}(?:\.\d)?(?:ci)?\b|\bU-?\s?(?:FACTOR)?(?:\s+OF)?\s*[:=]?\s*0?\.\d+|\b\d{1,3}(?:\.\d+)?\s*%"
               r"|\b(?:SEER2?|EER|HSPF2?|AFUE|UEF|EF|COP|SHGC)(?:\s+OF)?\s*[:=]?\s*\d*\.?\d+|\b\d*\.?\d+\s*(?:SEER2?|EER|HSPF2?|AFUE|UEF|COP)\b"),
    # A grade a code sorts materials or systems into (`CLASS B` flame spread, `CLASS I` standpipe).
    "grade_class": r"\bCLASS\s+(?:[A-C]|I{1,3}|IV|[1-3])(?![\w-])",
    "ratio": r"\b\d+(?:\.\d+)?\s*[/:]\s*\d+(?:\.\d+)?\b|\b\d+(?:\.\d+)?\s*%",
    # ... the figure may stand in brackets after its word (`ONE (1) YEAR`)
    "duration": r"(?:\b|\()\d{1,4}\)?\s*-?\s*(?:MONTHS?|YEARS?|YRS?|DAYS?|WEEKS?|HOURS?|HRS?|MINUTES?|MIN)\b",
    # A fire rating is a time (`1 HR`, `20 MIN`, `2-HOUR`), or says there is none (`NON-RATED`,
    # a schedule's `NONE`).
    "fire_rating": (r"\b\d{1,3}(?:\.\d)?\s*-?\s*(?:HOURS?|HRS?|MINUTES?|MIN)\b"
                    r"|\bNON-?\s*RATED\b|\bNOT\s+(?:FIRE\s+)?RATED\b|\bUNRATED\b|\bNO\s+FIRE\s+RATING\b"
                    r"|\bFIRE\s+RATING:?\s+NONE\b"
                    # an Australian fire resistance level: minutes of structural adequacy,
                    # integrity and insulation (`FRL 60/60/60`, `-/60/30`)
                    r"|\bFRL\s*(?:\d{1,3}|-)/(?:\d{1,3}|-)/(?:\d{1,3}|-)"
                    r"|(?<![\w/])(?:-|30|60|90|120|180|240)/(?:-|30|60|90|120|180|240)/(?:-|30|60|90|120|180|240)(?![\w/])"),
    "date": (r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b"
             rf"|\b{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}\b"
             rf"|\b\d{{1,2}}\s*{_MONTH}\s*,?\s*\d{{2,4}}\b"
             rf"|\b{_MONTH}\s+\d{{4}}\b"
             r"|\b\d{4}[.-]\d{1,2}[.-]\d{1,2}\b"),
    "scale": (r"\d{1,2}\s*/\s*\d{1,3}\s*\"?\s*=\s*\d{1,3}(?:\.\d+)?\s*'|\b\d{1,3}(?:\.\d)?\s*\"\s*=\s*\d{1,4}(?:\.\d+)?\s*'"
              r"|\bN\.?\s?T\.?\s?S\.?(?![A-Z])|\bNOT\s+TO\s+SCALE\b|(?<![\w.])1\s*:\s*\d{1,4}\b(?!\s*/)|\bFULL\s+SCALE\b"
              r"|\bAS\s+(?:NOTED|SHOWN|INDICATED)\b"),   # a title block's scale on a sheet of views at several scales
    "sheet_id": rf"(?<![\w.-])(?:{ISO_NAME}|[A-Z]{{1,3}}[-.]?\d{{1,3}}(?:[.-]\d{{1,3}}){{0,2}}[A-Z]?)(?![\w])",
    "identifier": r"(?<![\w.-])[A-Z]{0,4}[-#]?\d[\w.-]{2,}",
    "address": (r"\b\d{1,6}\s+(?:[NSEW]\.?\s+|NORTH\s+|SOUTH\s+|EAST\s+|WEST\s+)?[A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,4}\s+"
                r"(?:STREET|ST|AVENUE|AVE|ROAD|RD|DRIVE|DR|BOULEVARD|BLVD|LANE|LN|WAY|COURT|CT|PLACE|PL|PARKWAY|PKWY|HIGHWAY|HWY)\b"
                r"|\b[A-Z][a-z]+,?\s+[A-Z]{2}\s*,?\s+\d{5}\b|\b[A-Z]{3,},?\s+[A-Z]{2}\s*,?\s+\d{5}\b"),
    "name": r"\b[A-Z][A-Za-z&.'/-]+(?:(?:,\s+(?=(?:INC|LLC|LLP|LTD|PC|PLLC|PA|CORP|CO)\b)|\s+)(?:&|[A-Z][A-Za-z&.'/-]*)){1,5}",
    # IBC occupancy groups (`GROUP A-3`, `GROUPS B/S-1`, `B, BUSINESS`) and construction types
    # (`TYPE II-B`, `V-A`): code summaries name them in the code's own grammar.
    "occupancy": (r"\bGROUPS?\s+(?:[ABEFHIMRSU](?:-\d)?)(?:\s*(?:,|/|AND|&)\s*(?:GROUPS?\s+)?[ABEFHIMRSU](?:-\d)?)*\b"
                  r"|(?<![\w-])[AEFHIRS]-\d(?:\s*(?:,|/|AND|&)\s*[ABEFHIMRSU](?:-\d)?)+(?![\w-])"
                  r"|(?<![\w-])[BMU](?:\s*(?:/|AND|&)\s*[AEFHIRS]-\d)+(?![\w-])"
                  r"|\bOCCUPANC(?:Y|IES)(?:\s+(?:GROUPS?|CLASSIFICATION))?\s*:\s*[ABEFHIMRSU](?:-\d)?(?![\w-])"
                  r"|(?<![\w-])[ABEFHIMRSU](?:-\d)?\s*,\s*(?:BUSINESS|MERCANTILE|ASSEMBLY|STORAGE|RESIDENTIAL|EDUCATIONAL|"
                  r"FACTORY|INSTITUTIONAL|HAZARDOUS|UTILITY)\b"
                  r"|\b(?:BUSINESS|MERCANTILE|ASSEMBLY|STORAGE|RESIDENTIAL|EDUCATIONAL|FACTORY|INSTITUTIONAL|HAZARDOUS|"
                  r"UTILITY)\s*[-(]\s*[ABEFHIMRSU](?:-\d)?(?![\w-])"),
    "construction_type": (r"\bTYPE\s+(?:I{1,3}|IV|V)\s*-?\s*[AB]\b|(?<![\w-])(?:I{1,3}|IV|V)-[AB](?![\w-])"
                          r"|\bTYPE\s+(?:I{1,3}|IV|V)(?:\s*-?\s*HT)?\b"),
    # Levels in feet or metres with decimals, as civil sheets give them (`ELEV. 2704.15`).
    # ... or a US set's feet-inches level after its EL. (`T.O. STEEL EL. 118'-0"`).
    # a wire's or a sheet metal's gauge (`#12 GA.`, `#10 AWG`, `18 GAUGE`)
    "gauge": r"#?\s?\b\d{1,2}\s*(?:GA\b\.?|GAUGE\b|GAGE\b|AWG\b)|\b\d/0\s*AWG\b",
    # the unit a drawing gives its figures in (`ALL DIMENSIONS ARE IN MILLIMETRES`)
    "unit": (r"\b(?:MILLIMET(?:RE|ER)S?|CENTIMET(?:RE|ER)S?|MET(?:RE|ER)S?|FEET|FOOT|INCH(?:ES)?|MM)\b"
             r"|\bFEET\s+AND\s+INCHES\b"),
    "elevation": (r"(?<![\d.])\d{1,5}\.\d{1,3}(?![\d.%])'?"
                  r"|\bEL(?:EV)?(?:ATION)?\.?\s*[+-]?\d{1,4}'\s*-?\s*\d{1,2}(?:\s+\d/\d{1,2})?\""),
    # A limit as notes state one: a bound and its figure (`NOT MORE THAN 25`, `MAXIMUM 75'`),
    # or as a table heads its column: the bound and the measure it bounds (`MAX. DISTANCE: 75'`),
    "limit": (r"\b(?:NOT\s+(?:MORE|GREATER|LESS|FEWER)\s+THAN|NO\s+(?:MORE|GREATER|LESS)\s+THAN|"
              r"(?:MAX|MIN)(?:IMUM)?\.?(?:\s+(?:DISTANCE|LENGTH|HEIGHT|WIDTH|DEPTH|SPACING|AREA|SIZE|SLOPE)\s*:?)?(?:\s+OF)?|AT\s+(?:LEAST|MOST)|UP\s+TO|UNDER|OVER|EXCEED(?:ING)?)\s+"
              r"(?:CLASS\s+[A-C]\b|\d[\d,]*(?:\.\d+)?(?:\s*(?:%|PERCENT|'|\"|FT|FEET|IN(?:CHES)?|MM|PSF|PSI|SF|HOURS?|MIN(?:UTES)?))?)"
              # ... or a deflection limit as structural notes give one, a fraction of the span
              # (`SPAN/240`, `L/360`): the figure is a bound by itself.
              r"|\b(?:SPAN|L)\s*/\s*\d{2,4}\b"),
    # Telephone and fax numbers as title blocks print them: `303-431-6100`, `303.832.3272`,
    # `(503) 555-0142`, `(03) 9828 4600`, `+61 3 9828 4600`.
    "email": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    "phone": (r"(?<![\w.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)\s?|\d{1,4}[\s.-])\d{3,4}[\s.-]\d{4}(?![\w-])"),
    # A reinforcing bar is named by its size number (`#4 REBAR`, `(3) #5 E.W.`, `NO. 4 BARS`).
    "bar_size": r"(?<![\w#])#\s?\d{1,2}(?![\d/])|\bNO\.\s?\d{1,2}\s+(?:BARS?|REBAR)\b",
    "count": r"(?<![\w-])\d+\b|\b(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|TWELVE|NONE)\b",
    "number": r"\d(?:[\d,.]*\d)?",     # a whole figure (`1,136`, `7.6`), not its first digit
    # A factor per occupant: a small plain figure (`0.3`, `0.2`, `50 GSF`), never a code
    # section's number (`IBC 1005.1`).
    "factor": r"(?<![\w.])(?:\d{0,2}\.\d{1,3}|\d{1,3})(?![\w.])(?:\s*(?:GSF|NSF|SF)\b)?",
}

# --------------------------------------------------------------------------- what questions ask

# A code's factor is a plain figure per occupant (`0.3` inch per occupant of stair width, `50
# GSF` of floor per occupant), not a width or an area: `egress width factor`, `load factor`.
_FACTOR_ASKED = (r"\b(?:load|width|capacity|egress|exit|occupant|occupancy)\s+factors?\b"
                 r"|\b(?:width|capacity)\s+(?:in\s+inches\s+)?per\s+(?:occupant|person)\b")

# (type, what in a question asks for it); the first rules are the most specific.
_ASKS: list[tuple[str, str]] = [
    ("scale", r"\bscale\b"),
    ("gauge", r"\b(?:what|which)\s+(?:size\s+|wire\s+)?gauges?\b|\bgauges?\s+of\b|\bwhat\s+(?:size\s+)?(?:wire|conductor)\s+size\b"),
    ("unit", r"\b(?:what|which)\s+units?\s+(?:are|is)\b[^?]*\b(?:in|given|shown|measured|expressed)\s*\??\s*$"
             r"|\bin\s+(?:what|which)\s+units?\b|\bunits?\s+of\s+measure"),
    ("code_list", r"\b(?:which|what)\s+(?:\w+\s+){0,2}(?:standards|codes)\b"),
    ("standard", r"\b(?:which|what)\s+(?:\w+\s+){0,2}standard\b(?!\s+(?:detail|size|duty|height|practice))"
                 # a material is specified by its ASTM designation and grade (`ASTM A615 GRADE 60`)
                 r"|\b(?:what|which)\s+(?:astm\s+)?(?:grade|specification)\b(?!\s+(?:section|number|level|beam))"
                 r"|\b(?:rods?|bolts?|steel|bars?|rebar|reinforc\w*|shapes?|grout|mortar|masonry|units?|deck)\s+"
                 r"(?:specification|spec|grade)\b"),
    ("year", r"\beditions?\b|\bwhat\s+year\b|\bwhich\s+year\b|\bversion\s+of\s+the\s+\w+\s+code\b|"
             r"\bcode\s+(?:year|version)\b"),
    ("code_section", r"\b(?:which|what)\s+(?:\w+\s+){0,3}(?:code\s+)?(?:section|table|chapter)\b|"
                     r"\bsection\s+(?:number|of\s+the\s+code)\b"),
    ("density", r"\bdesign\s+density\b|\bdensity\b(?![^?]*\bcompact)(?<!dry\sdensity)"),
    ("temperature", r"\btemperatures?\b|\bset\s?points?\b|(?<![\d-])(?<!\d\s)\bdegrees?\b"),
    ("pressure", r"\bpressure\s+class|\bstatic\s+pressure\b|\bpressure\s+rating\b|\bpsi\b|\bstrength\b|"
                 r"\bbearing\s+(?:capacity|pressure)\b|\b(?:live|dead|snow|roof|floor|design|superimposed|uniform)\s+loads?\b"),
    ("speed", r"\b(?:wind|air|design)\s+(?:speed|velocity)\b|\bhow\s+fast\b|\bmph\b|\bvelocity\b"),
    ("ratio", r"\bratio\b|\bslope\b|\bpitch\b|\bpercent(?:age)?\b|\bcompact(?:ed|ion)\b"),
    ("grade_class", r"\b(?:flame[-\s]+spread|finish|finishes|standpipe|fire)\s+class(?:es|ification)?\b"
                    r"|\b(?:what|which)\s+class\b"),
    ("rating", r"\br-?values?\b|\bu-?factors?\b|\befficienc|\bseer\b|\bafue\b|\buef\b|\bshgc\b|\bhspf\b"),
    ("fire_rating", r"\bfire[-\s]+(?:(?:resistance|resistive)[-\s]+)?ratings?\b|"
                    # `what rating does the primary structural frame need?`: an element of a building
                    r"\b(?:what|which)\s+(?:hourly\s+)?rating\b(?=.*\b(?:walls?|doors?|frames?|floors?|roofs?|partitions?|"
                    r"barriers?|shafts?|enclosures?|corridors?|assembl\w*|construction|columns?|beams?|members?)\b)"),
    ("duration", r"\bhow\s+old\b|\b(?:max(?:imum)?\.?\s+)age\b|\bhow\s+(?:long|many\s+(?:days|months|years|hours))\s+"
                 r"(?:before|after|ago|prior|in\s+advance)\b|\bwithin\s+how\s+(?:long|many)\b"
                 r"|\bhow\s+long\b[^?]*\b(?:last|lasts|operate|take|takes|remain|burn|provide)\b"
                 r"|\bfire\s+resistance\b(?!\s+rat)|\bintegrity\b"
                 # `what's the roof warranty`: a warranty is given by its term (`20-YEAR NDL`)
                 r"|\b(?:what|what's|which)\b(?:\s+(?:is|are))?\s+(?:the\s+)?(?:[\w'-]+\s+){0,3}"
                 r"(?:warranty|warranties|guarantee)\b(?!\s+(?:type|form|holder|provider|company|letter))"),
    ("area", r"\b(?:floor|site|lot|building|gross|net|total|remote|conditioned)\s+area\b|\bsquare\s+(?:feet|footage)\b|"
             r"\bhow\s+(?:big|large)\s+is\s+the\s+(?:lot|site|building|renovation|addition|project|floor)\b|"
             r"\bhow\s+(?:big|large)\s+is\s+the\s+\w+\s+(?:building|renovation|addition|project|wing)\b|\bsq\.?\s*f|"
             # an outdoor space or a tenant's space is sized by its area (`COVERED ENTRY PORCH: 36 SF`)
             r"\bhow\s+(?:big|large)\s+is\s+the\s+(?:\w+\s+){0,2}(?:porch|patio|deck|balcony|terrace|yard|suite|unit|garage)\b"),
    # (not `reinforcing` alone: a slab's reinforcing may be a mesh, named by its own code; nor
    # `bars` alone: grab bars)
    ("bar_size", r"\b(?:what|which)\s+(?:size\s+(?:of\s+)?)?(?:rebar|reinforcing\s+bars?)\b"
                 r"|\b(?:rebar|bar)\s+sizes?\b"),
    ("dimension", r"\bhow\s+(?:far|high|wide|deep|tall|thick|long|close|big|large)\b|\bheadroom\b|\bclearance\b|"
                  r"\b(?:height|width|depth|thickness|length|distance|setback|spacing|diameter)s?\b|"
                  r"\bdimensions?\b|\bsill\b|\bwhat\s+size\b"
                  # concrete cover over reinforcement is a distance (`3"` cast against earth)
                  r"|\b(?:concrete|clear|minimum|min\.?|rebar|reinforc\w*|bar)\s+cover\b"),
    ("date", r"\bwhat\s+date\b|\bwhen\s+(?:was|were|is|did)\b|\b(?:issue|plot|plotted|drawing|seal|revision)\s+date\b|"
             r"\bdated?\b"),
    ("construction_type", r"\bconstruction\s+(?:type|class(?:ification)?)\b|\btypes?\s+of\s+construction\b"),
    ("occupancy", r"\boccupancy\s+(?:groups?|classifications?|class|type|category)\b|\bclassified\s+for\s+occupancy\b|"
                  r"\b(?:what|which)\s+occupanc(?:y|ies)\b(?!\s+(?:sensors?|loads?))|\buse\s+groups?\b|"
                  r"\bthe\s+occupancy\b(?!\s+(?:sensors?|loads?|count|of\s+the\s+room))|^\s*occupanc(?:y|ies)\s*$"),
    ("elevation", r"\b(?:benchmark|rim|invert|top\s+of\s+\w+|finish(?:ed)?\s+(?:floor|grade)|spot)\s+elev(?:ation)?s?\b"
                  # a level in metres above a datum, as metric sets give it (`FFL +12.450`, `RL 12.300`)
                  r"|\bfinish(?:ed)?\s+floor\s+levels?\b|\breduced\s+levels?\b|\bffl\b"
                  r"|\belev(?:ation)?s?\s+of\s+the\s+(?:benchmark|rim|invert)\b|\binvert\b|\bbenchmark\b"),
    ("limit", r"\blimits?\b(?!\s+of\s+(?:work|construction|disturbance|contract))"),
    ("phone", r"\b(?:(?:tele)?phone|tel\.?|fax|facsimile)\s*(?:number|no\b|#)|\btelephone\b|\bfax\b"),
    ("email", r"\be-?\s?mail\b"),
    # `the catalog number of fixture A` names an identifier, not a count
    ("count", r"\bhow\s+many\b|(?<!catalog )(?<!catalogue )(?<!model )(?<!part )(?<!serial )\bnumber\s+of\b"),
    ("factor", _FACTOR_ASKED),
    ("number", r"\boccupant\s+loads?\b|\bwhat\s+total\b|\bhow\s+much\b|\bloads?\s+(?:of|is|are|was)\b|"
               r"\bcumulative\b"),
    ("sheet_id", r"\bsheet(?:'s)?\s+(?:number|no\b|id\b)|\bdrawing\s+number\b|\bwhich\s+(?:sheet|drawing)\b"),
    ("identifier", r"\b(?:project|job|permit|contract|file|lot|parcel|license|catalog|catalogue|model|part|serial)\s+(?:number|no\b|#)"
                   r"|\b(?:survey|report|document|specification)\s+(?:reference|ref\b|number)"),
    ("address", r"(?<!mail )\baddress\b|\bwhere\s+is\s+the\s+(?:firm|office|company|project|site)(?:\s+located)?\s*\??\s*$|\bwhere\s+(?:is|are)\s+\w+\s+located\b|"
                r"\bwhere\s+is\s+(?:it|the\s+firm)\s+located\b|\bfirm\s+(?:is\s+)?located\b|"
                # `where is the cost estimator located?`: a party's office
                r"\bwhere\s+(?:is|are)\s+(?:the\s+)?(?:[\w/-]+\s+){0,3}?(?:architect|engineer|estimator|consultant|surveyor|"
                r"owner|contractor|designer|firm|office)s?\s+(?:located|based)\b"),
    ("name", r"^\s*who\b|\bwho\s+(?:is|are|was|were|has|must|shall|prepared|sealed|signed|drew|designed)\b|"
             r"\bwhich\s+(?:architect|engineer|firm|company|manufacturer|contractor|consultant)\b|\bwhose\b|"
             r"\bmanufacturer\b(?!['\u2019]s)|\bname\s+of\s+the\b"),
]
# Words that ask rather than name: an answer need not repeat them.

# Rooms and spaces by what they are used for (`the boardroom`, `the conference room pendants`).
ROOM_WORDS = frozenset("room office offices lobby corridor hall hallway suite kitchen kitchenette restroom toilet toilets "
                       "bathroom bath bedroom garage basement attic lab laboratory closet vestibule "
                       "lounge pantry foyer entry library gym gymnasium auditorium cafeteria classroom studio workroom "
                       "mezzanine penthouse reception desk station shop warehouse".split())

# `what does the `ci` after the R-values mean?`: the meaning of a word or mark, not its value.
ASKS_MEANING = re.compile(r"\bwhat\s+(?:does|do|did)\b.*\b(?:mean|indicate|denote|represent|signify|stand\s+for)s?\b",
                          re.I)

ASKING_WORDS = frozenset(
    "what which who whom whose where when how why is are was were does do did can must may shall should "
    "will be been have has need needs required require requires requirement requirements provided provide "
    "kind type sort used use "
    "allowed permitted "
    "called shown show listed indicated located much many value values the a an of for in on at to and or "
    "it its this that these those there their them they any all under per by with before after unless "
    "otherwise noted happen happens stage point time govern governs governing apply applies "
    "applicable cover covers".split())
_YES_NO = r"^\s*(?:is|are|does|do|did|must|can|may|shall|should|will|was|were|has|have)\b"


@lru_cache(maxsize=None)
def _rx(source: str) -> re.Pattern:
    return re.compile(source, re.I)


def find_value(kind: str, text: str) -> Optional[str]:
    """The first value of this type in the text, or None."""
    m = next(value_matches(kind, text), None)
    return m.group(0).strip() if m else None


# A street address is capitalised words too: `2 GWYNNE STREET`, `220 Water Street` name no one.
_STREET = r"\b(?:STREET|ST|AVENUE|AVE|ROAD|RD|DRIVE|DR|BOULEVARD|BLVD|LANE|LN|HIGHWAY|HWY|PARKWAY|PKWY|SUITE|STE)\b\.?"


# A ZIP code follows its state: two capitals (`WA 99216`) or the state's name (`WISCONSIN 53187`).
_US_STATES = (r"ALABAMA|ALASKA|ARIZONA|ARKANSAS|CALIFORNIA|COLORADO|CONNECTICUT|DELAWARE|FLORIDA|GEORGIA|HAWAII|"
              r"IDAHO|ILLINOIS|INDIANA|IOWA|KANSAS|KENTUCKY|LOUISIANA|MAINE|MARYLAND|MASSACHUSETTS|MICHIGAN|"
              r"MINNESOTA|MISSISSIPPI|MISSOURI|MONTANA|NEBRASKA|NEVADA|NEW\s+HAMPSHIRE|NEW\s+JERSEY|NEW\s+MEXICO|"
              r"NEW\s+YORK|NORTH\s+CAROLINA|NORTH\s+DAKOTA|OHIO|OKLAHOMA|OREGON|PENNSYLVANIA|RHODE\s+ISLAND|"
              r"SOUTH\s+CAROLINA|SOUTH\s+DAKOTA|TENNESSEE|TEXAS|UTAH|VERMONT|VIRGINIA|WASHINGTON|WEST\s+VIRGINIA|"
              r"WISCONSIN|WYOMING")
_BEFORE_ZIP = rf"(?:(?-i:\b(?!NO\b)[A-Z]{{2}})|\b(?:{_US_STATES})),?\s*$"
_NUMBERED_STREET = (r"\s+(?:[NSEW]\.?\s+|(?:NORTH|SOUTH|EAST|WEST)\s+)?(?:[A-Z0-9][\w'.-]*\s+){0,3}?"
                    + _STREET.replace(r"\b(?:", r"(?:", 1))


_CODE_NAMES = r"ADA|IBC|IFC|IRC|IMC|IPC|IECC|IEBC|NFPA|NEC|UL|ASCE|ASTM|ANSI|ICC|A117\.1|ACI|AISC|ASHRAE|SMACNA"
_CODE_BEFORE = rf"(?i:\b(?:{_CODE_NAMES}|SECTIONS?|SEC\.|CHAPTER|TABLE|FIGURE)\s*[-\u00a7]?\s*$)"
_CODE_AFTER = rf"(?i:\s*(?:{_CODE_NAMES}|EDITION|STANDARDS?)\b)"


def value_matches(kind: str, text: str):
    """Every value of this type in the text, in order (re.Match objects, for their places)."""
    found = _rx(VALUE_SHAPES[kind]).finditer(text or "")
    if kind == "identifier":     # a street number (`14120 E. MISSION AVENUE`) or a ZIP code identifies no job
        return (m for m in found if not (_rx(_NUMBERED_STREET).match(text, m.end())
                                         or (re.fullmatch(r"\d{5}(?:-\d{4})?", m.group(0))
                                             and _rx(_BEFORE_ZIP).search(text[:m.start()]))))
    if kind == "count":          # `2010 ADA 502`, `SECTION 502`: a code's edition and section count nothing
        return (m for m in found if not (_rx(_CODE_BEFORE).search(text[:m.start()])
                                         or _rx(_CODE_AFTER).match(text, m.end())
                                         or text[m.start() - 1:m.start()] == "." or re.match(r"[.-]\d", text[m.end():])))
    if kind != "name":
        return found
    return (m for m in found if not (_rx(_STREET).search(m.group(0).upper())
                                     and re.search(r"\d[\w-]*\s*$", text[:m.start()])))


def has_value(kind: str, text: str) -> bool:
    return find_value(kind, text) is not None


# `Does a deck plan have to show the guard height?` asks whether an item is required on a
# drawing, not the height itself.
_MUST_SHOW = r"^\s*(?:does|do|must|should)\b.*\b(?:have\s+to|has\s+to|need\s+to|needs\s+to)\s+(?:show|include|indicate|list)\b"


# `How many oak trees are planted?`: the things counted (`oak trees`).
_COUNTED = re.compile(r"\bhow\s+many\s+(?:different\s+|separate\s+|total\s+)?(?P<things>(?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+"
                      r"(?:are|is|were|was|does|do|did|can|could|must|should|will|would|shall|have|has|in|on|per|of|"
                      r"listed|shown|required|needed|provided|serve|serves)\b", re.I)


def counted_things(text: str) -> str:
    """The words naming what a `how many` question counts, or ""."""
    m = _COUNTED.search(text)
    return m.group("things") if m else ""


def asked_types(text: str) -> list[str]:
    """Every value type the question asks for, most specific first (a question asking for an
    occupant load and a total asks for `count` once; `dimensions and ceiling height` for
    `dimension` once)."""
    if _rx(_MUST_SHOW).search(text) or (is_yes_no(text) and not re.search(r"\d", text)):
        return []      # `do written dimensions govern?` asks whether, not for a dimension
    out = []
    for kind, asks in _ASKS:
        if _rx(asks).search(text) and kind not in out:
            out.append(kind)
    # A scale or a unit is not a dimension; an edition is not a date; a density names its own area.
    if "scale" in out or "unit" in out:
        out = [k for k in out if k != "dimension"]
    if "year" in out:
        out = [k for k in out if k != "date"]
    if "density" in out:
        out = [k for k in out if k != "area"]
    if "duration" in out or _rx(_FACTOR_ASKED).search(text):
        # `how long must the batteries last` is a time, `egress width factor` a figure: no length
        out = [k for k in out if k != "dimension"]
    if "dimension" in out and _rx(_HOW_LONG).search(text):
        if _rx(_TIMED).search(text):
            out = [k for k in out if k != "dimension"]   # `how long is the roof warranty`: a time
        out.append("duration")     # `how long is the occupant override`: a time or a length
    if "pressure" in out and not _rx(_FIGURE_ASKED).search(text):
        # a design load (live, dead, snow) is a pressure with its unit (`40 PSF`, `3 kPa`): the
        # `load is` that asks an occupant load's bare figure does not ask for any figure here
        out = [k for k in out if k != "number"]
    return out


_HOW_LONG = r"\bhow\s+long\b"
# Things that last a time, not a length: `how long` of them asks the time.
_TIMED = r"\b(?:warrant(?:y|ies|ied)|guarantee[sd]?|period|delay|override|cur(?:e|ing)|test(?:ing)?|retention|battery|batteries)\b"
# What asks for a bare figure even beside a pressure: an occupant load, a total, a quantity.
_FIGURE_ASKED = r"\boccupant\s+loads?\b|\bwhat\s+total\b|\bhow\s+much\b"


def is_yes_no(text: str) -> bool:
    return _rx(_YES_NO).search(text) is not None


_CHOICE_OPENING = re.compile(r"^\s*(?:is|are|was|were)\b", re.I)
# `does it have a garage or a carport`: two things each with its article are two kinds to tell
# apart, whatever verb asks.
_CHOICE_OF_THINGS = re.compile(r"^\s*(?:does|do|did|has|have)\b.*\b(?:a|an)\s+[a-z][\w-]+\s+or\s+(?:a|an)\s", re.I)
# The word before `or` and the first word after it; an article or preposition repeated after
# `or` (`from the slab or from finish floor`, `a garage or a carport`) is not the alternative.
_CHOICE = re.compile(r"(?<![\w-])(?P<a>[a-z][\w-]{2,})\s+or\s+(?:(?:a|an|the|from|at|in|on|by|to|with)\s+)?"
                     r"(?P<b>[a-z][\w-]{2,})(?![\w-])", re.I)


def choice_words(text: str) -> Optional[tuple[str, str]]:
    """The two words a yes/no-shaped question offers to choose between (`are the duct sizes
    inside or outside dimensions?` -> inside, outside): its answer states one, not yes or no.
    A word each side of one `or`, in a question that opens with `is`/`are`, or that offers two
    things each with its article (`does it have a garage or a carport`): `can flex duct be used
    on return or exhaust?` asks whether, of either, not which."""
    if not (_CHOICE_OPENING.match(text) or _CHOICE_OF_THINGS.match(text)):
        return None
    found = list(_CHOICE.finditer(text))
    if len(found) != 1:
        return None
    a, b = found[0].group("a").lower(), found[0].group("b").lower()
    shared = re.match(r"\s+([\w-]+)", text[found[0].end():])
    before = re.search(r"([\w-]+)\s+$", text[:found[0].start()])
    if shared and before and shared.group(1).lower() == a:
        a = before.group(1).lower()     # `wet pipe or dry pipe`: the words that differ
    return None if a in STOPWORDS or b in STOPWORDS or a == b else (a, b)


# --------------------------------------------------------------------------- question parts

@dataclass(frozen=True)
class Part:
    """One thing a question asks: its own wording and the value type it wants (None: any)."""
    text: str
    kind: Optional[str]


_CLAUSE_SPLIT = (r"(?:,\s*|\s+)(?:and|&)\s+(?=(?:what|which|who|whom|where|when|how|is|are|does|do|"
                 r"did|can|must|was|were|to\s+what|at\s+what|under\s+which|by\s+whom|whose)\b)"
                 r"|\s*[;?]\s+(?=\w)")
_LEAD = r"^\s*(?:what|which)\s+(?:is|are|was|were)\s+(?:the\s+)?"
_NOUN_PAIR = (r"^(?P<lead>\s*(?:what|which)\s+(?:is|are|was|were)\s+(?:the\s+|this\s+|its\s+)?)"
              r"(?P<a>[\w'/ -]{2,40}?)\s+(?:and|&)\s+(?P<det>the\s+|its\s+)?(?P<b>[\w'/ -]{2,40}?)"
              r"(?P<tail>\s+(?:of|for|on|in|at|from)\s+.{2,160})?\s*\??$")


# One question asked of two places, the second said with its preposition alone: `what class do
# finishes need in exit corridors, and in rooms?` asks of corridors and of rooms.
# A terse question names its thing, a colon, then what it asks of it (`F2 footing: size and
# rebar?`): each asked noun is a part, about the thing named before the colon.
_NAMED_THEN_ASKED = r"^(?P<thing>[^:?]{2,60}):\s*(?P<a>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s+(?:and|&)\s+(?P<b>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})\s*\??$"
_PLACE_PAIR = (r"^(?P<head>.*?\s)(?P<pa>in|at|for|on|inside|within|under|above)\s+(?P<a>[^,?]{2,60}?),?\s+(?:and|&)\s+"
               r"(?P<pb>in|at|for|on|inside|within|under|above)\s+(?P<b>[^,?]{2,60}?)\s*\??$")


# A code or standard named by its title (`the Life Safety Code`, `the International Fire Code`).
CODE_TITLE = r"(?:[A-Z][A-Za-z-]*\s+){1,5}(?:Code|Standard)s?\b"
_TITLE_PAIR = (rf"^(?P<lead>.*?\b(?:editions?|versions?|years?)\s+of\s+)(?:the\s+)?(?P<a>{CODE_TITLE})\s+(?:and|&)\s+"
               rf"(?:the\s+)?(?P<b>{CODE_TITLE})(?P<tail>.*)$")


# `which project number and drawing number does this sheet carry`: two nouns before one verb.
_NOUN_PAIR_VERB = (r"^(?P<lead>\s*(?:what|which)\s+)(?P<a>[\w'/ -]{2,40}?)\s+(?:and|&)\s+(?P<det>the\s+|its\s+)?"
                   r"(?P<b>[\w'/ -]{2,40}?)\s+(?P<tail>(?:does|do|did|is|are|was|were|has|have)\s+.{2,160}?)\s*\??$")


_KIND_WORDS = r"(?:kind|type|sort|size|model|brand|colou?r|finish|material)s?"
_KIND_OF = re.compile(rf"^(?:what|which)\s+{_KIND_WORDS}\s+of\s+(?P<noun>.+?)\s+"
                      r"(?:is|are|was|were|does|do|goes|go|has|have)\b", re.I)
_KIND_BARE = re.compile(rf"^(?P<lead>(?:what|which)\s+{_KIND_WORDS})\s+(?P<rest>(?:is|are|was|were|does|do|goes|go|has|have)\b.*)$", re.I)


def _with_noun(clause: str, first: str) -> str:
    """`what kind is in the living room` after `what kind of fireplace is in the family room`
    asks about a fireplace too: the noun the second clause leaves out is the first one's."""
    bare, kind_of = _KIND_BARE.match(clause), _KIND_OF.match(first)
    if bare is None or kind_of is None:
        return _with_subject(clause, first)
    return f"{bare.group('lead')} of {kind_of.group('noun')} {bare.group('rest')}"


# Words that ask for a measure or a sort and name no thing (`how far apart`, `how big is it`,
# `what kind`).
_MEASURE_ONLY = frozenset("far apart big large small wide high tall long deep thick size sized often heavy "
                          "strong".split())
# The asking words a clause opens with before its subject (`Does the ridge beam detail ...`).
_ASKING_LEAD = re.compile(r"^(?:(?:what|which|who|whom|where|when|how|is|are|was|were|does|do|did|can|must|"
                          r"should|will)\s+)+", re.I)


# `... and how many are we providing`: a count whose verb follows `how many` at once names no thing.
_COUNT_VERB = re.compile(r"^how\s+(?P<many>many|much)\s+(?=(?:are|is|was|were|do|does|did|will|would|can|could|"
                         r"should|must|have|has)\b)", re.I)


def _with_subject(clause: str, first: str) -> str:
    """`... call for a strap? What kind and how far apart?`, `Is the garage conditioned? How big
    is it?`: a later clause that names nothing of its own, only a measure or a sort, asks about
    the thing the first clause names, so it is read with the first clause's words. A count with
    no thing (`how many are we providing`) counts the first clause's things."""
    count = _COUNT_VERB.match(clause)
    things = counted_things(first) if count else ""
    if things:
        return f"how {count.group('many')} {things} {clause[count.end():]}"
    own = [w for w in re.findall(r"[a-z]+", clause.lower())
           if w not in ASKING_WORDS and w not in STOPWORDS and w not in _MEASURE_ONLY]
    if own:
        return _with_place(clause, first)
    return f"{clause} {_ASKING_LEAD.sub('', first)}"


# `... and how many occupants?`: a count asked with no thing or place of its own.
_BARE_COUNT = re.compile(r"^how\s+(?:many|much)\s+[\w-]+(?:\s+(?:are|is)\s+there)?$", re.I)
# The thing or place the first clause ends on (`... is used for the storage / accessory space`).
_LAST_PLACE = re.compile(r"\s(?P<place>(?:in|for|at|of|on)\s+(?:the\s+)?[\w'/#. -]{2,60})$", re.I)


def _with_place(clause: str, first: str) -> str:
    """`what load factor is used for the storage space and how many occupants` asks how many
    occupants the storage space has: a bare count is about the first clause's place."""
    place = _LAST_PLACE.search(first) if _BARE_COUNT.match(clause) else None
    return f"{clause} {place.group('place')}" if place else clause


# A frame the first clause opens with and the later clauses share: a place or a document
# (`In the perimeter footing detail, ...`, `For ground beam GB1, ...`) or the item asked about
# (`Door 108 - ...`, `Bath 105: ...`), set off before the first question word.
_FRAME = re.compile(r"^(?P<frame>(?P<words>[\w'\"#./() -]{2,60}?)\s*(?:,|:|\s[-\u2013]))\s*"
                    r"(?=(?:what|which|who|whom|where|when|how)\b)", re.I)
_FRAME_WORDS = frozenset("the a an of for in on at to per by with under from according".split())
MAX_FRAME_WORDS = 6


def leading_frame(clause: str) -> str:
    """The frame a clause opens with (`In the perimeter footing detail, `), or ''. A frame asks
    nothing itself: none of its words is a question word or a verb of asking."""
    m = _FRAME.match(clause)
    if m is None:
        return ""
    words = re.findall(r"[\w'/.#-]+", m.group("words").lower())
    if not words or len(words) > MAX_FRAME_WORDS or any(w in ASKING_WORDS and w not in _FRAME_WORDS for w in words):
        return ""
    return m.group("frame").strip() + " "


# `how big must the foundation access and the attic access be`: two things measured by one
# question, each named in full.
_HOW_PAIR = (r"^(?P<lead>\s*how\s+[a-z]+\s+(?:apart\s+)?(?:must|should|shall|is|are|was|were|will|can)\s+)"
             r"(?P<da>the\s+|its\s+)?(?P<a>[\w'/ -]{2,40}?)\s+(?:and|&)\s+(?P<det>the\s+|its\s+)?"
             r"(?P<b>[\w'/ -]{2,40}?)(?P<tail>\s+(?:be|[a-z]+ed)\b.{0,160}?)?\s*\??$")
# Words that end a noun phrase: a part made of them asks nothing of its own.
_NOT_NOUN = frozenset("between from to than versus vs or nor with by into onto as if when where which what who "
                      "whose that be been being".split())
_PLACE = re.compile(r"^(?P<head>.+?)\s+(?P<prep>in|for|of|at|on)\s+(?P<det>the\s+|its\s+)?(?P<place>.+)$", re.I)


def _askable(phrase: str) -> bool:
    """A noun phrase that, alone, is a thing a question could ask about: a word of content, no
    verb or clause word, not a lone letter or figure (`G and H`, `5 and 10` are one name or range)."""
    words = phrase.split()
    if not words or any(w.lower() in _NOT_NOUN or (w.lower() in ASKING_WORDS and w.lower() not in _FRAME_WORDS)
                        and w.lower() not in ("kind", "type", "size", "value", "values") for w in words):
        return False
    return any(len(w) > 2 and w.isalpha() and w.lower() not in STOPWORDS for w in words)


def _name_at_and(a: str, b: str) -> bool:
    """`Heating and Air`, `Fire and Life Safety`, `North and South`: capitalised words each
    side of the `and` are one name, not two things."""
    last, first = a.split()[-1], b.split()[0]
    return (last[:1].isupper() and not any(ch.isdigit() for ch in last)) or \
           (first[:1].isupper() and not any(ch.isdigit() for ch in first))


def _shared_words(a: str, b: str, det: str) -> bool:
    """Sides of unequal length may share words: a noun after the `and` (`heating and cooling
    setpoints`, `door and wall separation`) or modifiers before it (`rough opening width and
    height`, `VA project number and location`); which, grammar alone cannot tell. Sides of one
    length, a second side with its own article (`the foundation access and the attic access`)
    or one opening with the first side whole (`girder and girder hanger`) are two things."""
    wa, wb = a.lower().split(), b.lower().split()
    return not det and len(wa) != len(wb) and wb[:len(wa)] != wa


def _two_things(lead: str, a: str, det: str, b: str, tail: str) -> Optional[list[str]]:
    """The two part texts of a question that names two things in one frame, or None when the
    pair is one thing (a name, a shared head noun) or a side asks nothing alone. Two places
    (`the ceiling heights in the garage and the kitchen`, the second with its own article) share
    the measure before them. A side asking a value type beside one asking none (`the handout
    number and its revision date`) stays whole: the untyped side has no value by which an answer
    to the whole could be seen to hold it."""
    if _name_at_and(a, b):
        return None
    # `the handout number and its revision date`: the second side has an article of its own
    lead_b = re.sub(r"(?:the|this|its)\s+$", "", lead, flags=re.I) if det else lead
    place = _PLACE.match(a)
    if place and det and _askable(place.group("place")) and _askable(b) and _askable(place.group("head")):
        head = f"{lead}{place.group('head')} {place.group('prep')} "
        return [f"{head}{place.group('det') or ''}{place.group('place')}{tail}", f"{head}{det}{b}{tail}"]
    if place or not (_askable(a) and _askable(b)) or _shared_words(a, b, det) or bool(asked_types(a)) != bool(asked_types(b)):
        return None
    return [f"{lead}{a}{tail}", f"{lead_b}{det}{b}{tail}"]


def _parts_of(texts: list[str]) -> list[Part]:
    return [Part(t.strip(" ?"), (asked_types(t) or [None])[0]) for t in texts]


# Words a question may open with that are not the thing asked: asking words, and the verbs of
# a request (`list the ...`, `give the ...`).
_REQUEST_VERBS = frozenset("list show give name tell find describe identify explain state check confirm "
                           "compare summarize summarise".split())


def _with_lead(text: str) -> str:
    """A question said as a bare noun phrase (`Project number and sheet number for the FS
    sheet?`) asks what those things are: read with `what are the` before it. Any other opening (an
    asking word, a request) is left as it is, so the pair patterns do not match it."""
    first = re.match(r"\s*([A-Za-z]+)", text)
    if first is None or first.group(1).lower() in ASKING_WORDS | STOPWORDS | _REQUEST_VERBS:
        return text
    return f"what are the {text}"


def split_parts(text: str) -> list[Part]:
    """The parts of a question that asks for more than one thing.

    Two grammars make a two-part question on a drawing: two clauses (`what is the title of
    sheet X and when was it plotted`) and two nouns sharing one frame (`what are the sheet
    number and plot date of the mechanical sheet`, `what sheathing and nailing does the panel
    use`, `how big must the foundation access and the attic access be`). Each part keeps the
    frame the question sets (its verb, its place, the sheet or view it names). A pair is split
    only when each side alone is a thing the question could ask: `a and b` inside one name
    (`Heating and Air`) or one noun phrase (`heating and cooling setpoints`) stays whole unless
    each side asks for a value type of its own.
    """
    text = " ".join(text.split())
    clauses = [c.strip(" ,?") for c in _rx(_CLAUSE_SPLIT).split(text) if c and c.strip(" ,?")]
    if len(clauses) >= 2:
        frame = leading_frame(clauses[0])
        first = clauses[0][len(frame):] if frame and clauses[0].startswith(frame) else clauses[0]
        later = [_with_noun(c, first) for c in clauses[1:]]
        later = [c if not frame or leading_frame(c) else f"{frame}{c}" for c in later]
        return _parts_of([clauses[0]] + later)
    m = _rx(_NAMED_THEN_ASKED).match(text)
    if m and not ({m.group("a").lower(), m.group("b").lower()} & ASKING_WORDS):
        return _parts_of([f"{m.group('thing')} {m.group(x)}" for x in ("a", "b")])
    m = _rx(_PLACE_PAIR).match(text)
    if m:
        return _parts_of([f"{m.group('head')}{m.group('pa')} {m.group('a')}", f"{m.group('head')}{m.group('pb')} {m.group('b')}"])
    m = _rx(_TITLE_PAIR).match(text)
    if m:            # `editions of the National Electrical Code and the Life Safety Code`: two codes
        kind = (asked_types(text) or [None])[0]
        return [Part(f"{m.group('lead')}{m.group(x)}{m.group('tail') or ''}".strip(" ?"), kind) for x in ("a", "b")]
    m = _rx(_NOUN_PAIR).match(text) or _rx(_NOUN_PAIR).match(_with_lead(text))
    if m:
        tail = m.group("tail") or ""
        a = f"{m.group('lead')}{m.group('a')}{tail}"
        b = f"{m.group('lead')}{m.group('b')}{tail}"
        ka, kb = asked_types(m.group("a")), asked_types(m.group("b"))
        if ka and kb and ka[0] != kb[0]:
            return [Part(a.strip(" ?"), (ka or [None])[0]), Part(b.strip(" ?"), (kb or [None])[0])]
        texts = _two_things(m.group("lead"), m.group("a"), m.group("det") or "", m.group("b"), tail)
        if texts:
            return _parts_of(texts)
    m = _rx(_NOUN_PAIR_VERB).match(text)
    if m:
        a = f"{m.group('lead')}{m.group('a')} {m.group('tail')}"
        b = f"{m.group('lead')}{m.group('b')} {m.group('tail')}"
        ka, kb = asked_types(m.group("a")), asked_types(m.group("b"))
        if ka and kb and ka[0] != kb[0]:
            return [Part(a.strip(" ?"), ka[0]), Part(b.strip(" ?"), kb[0])]
        texts = _two_things(m.group("lead"), m.group("a"), m.group("det") or "", m.group("b"), f" {m.group('tail')}")
        if texts:
            return _parts_of(texts)
    m = _rx(_HOW_PAIR).match(text)
    if m:
        texts = _two_things(f"{m.group('lead')}{m.group('da') or ''}", m.group("a"), m.group("det") or "",
                            m.group("b"), m.group("tail") or "")
        if texts:
            return _parts_of(texts)
    return [Part(text.strip(" ?"), (asked_types(text) or [None])[0])]


# --------------------------------------------------------------------------- named scopes

_NAMED_PART = r"\b([A-Za-z][\w-]{1,20})\s+(?:building|wing|tower|block|addition|annex|pavilion)s?\b"
_UNNAMED = frozenset("the this that each every new existing entire whole any all proposed a an our your "
                     "of in for to at which what".split())


COMPASS = frozenset("north south east west northeast northwest southeast southwest upper lower".split())


def named_scopes(question_text: str) -> list[str]:
    """The named parts of a project a question is about (`the North Building`, `Smith Hall
    addition`): a set that describes several buildings answers for the one named, not for
    another. A name is a compass word or a capitalised word (`total building area` names none)."""
    out = []
    for m in re.finditer(_NAMED_PART, question_text, re.I):
        word = m.group(1)
        if word.lower() in _UNNAMED:
            continue
        if word.lower() in COMPASS or (word[0].isupper() and m.start(1) > 0):
            out.append(word.lower())
    return out
