"""`drawqa eval`: answer a question set against one index per PDF and score every answer.

A question set is JSON lines (the format of ../shared/eval/questions.jsonl): `pdf`, `question`,
`expected` (null: the set has no answer), `must_contain`, `page`, `sheet_id`, `kind`, `ocr`.

Scoring (issue 5):
- correct: abstained where `expected` is null; otherwise every `must_contain` string is in the
  answer (lower-cased, white space collapsed), the answer is at most 400 characters, and a
  citation is on `page`;
- partial: answered in part -- the answer says which parts it did not find, and what it does
  state holds some of the expected answer on the expected page;
- wrong: answered, but neither correct nor partial (the number that must stay zero);
- missed: abstained on an answerable question;
- error: `ask` raised (a bug, counted apart and never correct).

Also measured: citation correctness (the cited boxes on the cited pages hold the must_contain
text, read from the page's own words; for OCR evidence the citation's text stands in), whether
an answer is cited at all, retrieval recall@10 / precision@5 of the expected page, and latency.

Every PDF gets its own index under an index root (`indexes/eval/<stem>-<sha256[:12]>/`), reused
while the PDF and the indexing code are unchanged and rebuilt otherwise.

Modules, each using only those listed before it: questions (sets and scoring), indexes (one
index per PDF), run (ask and score a set), report (tables), calibrate (the confidence gate),
command (what `drawqa eval` runs and prints).
"""
