"""What a search may look at: sheets, sections, files, disciplines (and, for handlers, pages
and chunk kinds). Parsed from the command line, checked against an index, narrowed by copy.

Filters apply before ranking (drawqa.retrieve.candidate_ids), so a scoped question ranks only
the chunks in scope. Nothing here changes a caller's Filters: `narrowed` returns a new one.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Iterable, Optional

from .errors import UsageError
from .models import SECTIONS
from .sheet_ids import canonical_sheet_id


@dataclass
class Filters:
    sheets: list[str] = field(default_factory=list)     # sheet IDs (any spelling)
    sections: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    disciplines: list[str] = field(default_factory=list)
    pages: list[tuple[str, int]] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)

    @classmethod
    def parse(cls, sheets: Optional[Iterable[str]] = None, sections: Optional[Iterable[str]] = None,
              files: Optional[Iterable[str]] = None, disciplines: Optional[Iterable[str]] = None
              ) -> "Filters":
        """Filters from command-line values; values may repeat or be comma-separated (not --file)."""
        f = cls(sheets=_split(sheets), sections=[s.lower() for s in _split(sections)],
                files=_split(files, commas=False), disciplines=[d.lower() for d in _split(disciplines)])
        bad = [s for s in f.sections if s not in SECTIONS]
        if bad:
            raise UsageError(f"unknown section {', '.join(map(repr, bad))}; one of: {', '.join(SECTIONS)}")
        return f

    def active(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self))

    def copy(self) -> "Filters":
        """A copy whose lists can be changed without touching the caller's."""
        return Filters(**{f.name: list(getattr(self, f.name)) for f in fields(self)})

    def narrowed(self, *, sheets: Iterable[str] = ()) -> "Filters":
        """A copy with these sheets added to its sheet list (the sheets a
        question names join the user's --sheet values)."""
        out = self.copy()
        out.sheets += list(sheets)
        return out

    def key(self) -> dict:
        """The user-given part, canonically ordered (for cache keys and logs)."""
        return {"sheets": sorted(canonical_sheet_id(s) for s in self.sheets),
                "sections": sorted(self.sections), "files": sorted(n.lower() for n in self.files),
                "disciplines": sorted(self.disciplines)}

    def check(self, gen) -> "Filters":
        """Check against an index (a store.Generation or database snapshot), so a typo is an
        error rather than `no evidence found`."""
        if not (self.sheets or self.files or self.disciplines):
            return self
        known_sheets = {canonical_sheet_id(s.sheet_id) for s in gen.sheets}
        bad = [s for s in self.sheets if canonical_sheet_id(s) not in known_sheets]
        if bad:
            ids = ", ".join(s.sheet_id for s in gen.sheets[:40])
            raise UsageError(f"no sheet {', '.join(map(repr, bad))} in the index (sheets: {ids}"
                             f"{', ...' if len(gen.sheets) > 40 else ''}); see `drawqa sheets`")
        files_lower = {n.lower() for n in gen.files}
        bad = [n for n in self.files if n.lower() not in files_lower]
        if bad:
            raise UsageError(f"no file {', '.join(map(repr, bad))} in the index (files: "
                             f"{', '.join(gen.files)}); give the file name without its folder")
        known_disc = {s.discipline.lower() for s in gen.sheets}
        prefixes = {re.match(r"[A-Z]*", s.sheet_id.upper()).group(0) for s in gen.sheets} - {""}
        bad = [d for d in self.disciplines if d not in known_disc and d.upper() not in prefixes]
        if bad:
            raise UsageError(f"no discipline {', '.join(map(repr, bad))} in the index (disciplines: "
                             f"{', '.join(sorted(known_disc))}, or a sheet-ID prefix such as "
                             f"{', '.join(sorted(prefixes)[:6])})")
        return self


def _split(values: Optional[Iterable[str]], commas: bool = True) -> list[str]:
    out: list[str] = []
    for v in values or []:
        parts = v.split(",") if commas else [v]
        out.extend(p.strip() for p in parts if p.strip())
    return out
