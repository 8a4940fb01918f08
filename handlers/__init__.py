"""Domain handlers, tried in order; the generic extractor comes last.

Each module exposes `name`, `kinds`, `accepts(question)` and `answer(context)`.
"""
from . import abbreviation, checklist, locate, sheet_list, column_value, count, dimension, note_number, room_label, row_cell, title_notes, finish, generic, notes, schedule, statement, table_row
from . import defined_term, formula, member_callout, symbol_value, type_key, called_for, legend_key, callout_property, code, side_lengths, level, makeup, phone, emblem, energy, lot_lines, metadata, range_row, revision, room_size, room_window, site_utility, sprinkler, tag_count, total

HANDLERS = [sheet_list, locate, range_row, sprinkler, energy, side_lengths, code, revision, phone, emblem, total, note_number, makeup, legend_key, abbreviation, defined_term, formula, type_key, room_label, room_size, level, room_window, tag_count, lot_lines, site_utility, member_callout, callout_property, called_for, title_notes, notes, count, schedule, finish, dimension, metadata, checklist,
            table_row, row_cell, column_value, symbol_value, statement, generic]
