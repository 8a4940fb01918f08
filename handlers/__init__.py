"""Domain handlers, tried in order; the generic extractor comes last.

Each module exposes `name`, `kinds`, `accepts(question)` and `answer(context)`.
"""
from . import generic

HANDLERS = [generic]
