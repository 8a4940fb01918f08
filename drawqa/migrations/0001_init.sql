-- drawqa index schema, version 1: the same index as the file backend, on PostgreSQL + pgvector.
-- Every table but drawqa_sets is keyed by set_id first: a set is what one `drawqa index`
-- replaces in one transaction, and the column a sharded database (Citus) distributes by.

CREATE TABLE drawqa_sets (
    set_id      serial PRIMARY KEY,
    name        text NOT NULL UNIQUE,
    version     text,              -- uuid of the committed content (answer-cache key); NULL: never built
    manifest    jsonb,             -- format, model, dim, created ... (the files are in drawqa_files)
    n_chunks    integer NOT NULL DEFAULT 0,
    n_sheets    integer NOT NULL DEFAULT 0,
    vocab_size  integer NOT NULL DEFAULT 1,    -- dimension of the BM25 sparsevecs
    avgdl       double precision,              -- mean chunk length the BM25 weights were made with
    idf_floor   double precision,              -- rank-bm25's floor for negative idf (0.25 * mean idf)
    meta        bytea,             -- int32 little-endian (n_chunks, 5): file, page, sheet, section, kind
    built_at    timestamptz
);

CREATE TABLE drawqa_files (
    set_id   integer NOT NULL REFERENCES drawqa_sets ON DELETE CASCADE,
    file_no  integer NOT NULL,
    file     text NOT NULL,
    path     text,
    sha256   text NOT NULL,        -- content hash: an unchanged file is carried over, not read again
    model    text NOT NULL,
    dims     integer NOT NULL,
    pages    integer NOT NULL,
    chunks   integer NOT NULL,
    info     jsonb NOT NULL,       -- the file's manifest entry (OCR notes, embedding settings ...)
    PRIMARY KEY (set_id, file_no)
);

CREATE TABLE drawqa_sheets (
    set_id     integer NOT NULL REFERENCES drawqa_sets ON DELETE CASCADE,
    sheet_no   integer NOT NULL,
    file       text NOT NULL,
    page       integer NOT NULL,
    sheet_id   text NOT NULL,
    title      text NOT NULL,
    discipline text NOT NULL,
    record     jsonb NOT NULL,     -- the whole Sheet (schedules, revisions, counts)
    PRIMARY KEY (set_id, sheet_no)
);

CREATE TABLE drawqa_chunks (
    set_id    integer NOT NULL REFERENCES drawqa_sets ON DELETE CASCADE,
    ord       integer NOT NULL,    -- the chunk id: 0..n_chunks-1 within the set, grouped by file
    file_no   integer NOT NULL,
    page      integer NOT NULL,
    sheet_no  integer NOT NULL,
    section   text NOT NULL,
    kind      text NOT NULL,
    sheet_id  text NOT NULL,
    bbox      double precision[] NOT NULL,
    text      text NOT NULL,
    record    text NOT NULL,       -- the chunk as JSON, byte for byte the file backend's record
    embedding vector(384) NOT NULL,
    bm25      sparsevec NOT NULL,  -- Okapi document weights: <query idf vector, bm25> = BM25 score
    PRIMARY KEY (set_id, ord)
);

-- Approximate dense search (DRAWQA_PG_DENSE=hnsw); the default search is exact.
CREATE INDEX drawqa_chunks_embedding_hnsw ON drawqa_chunks USING hnsw (embedding vector_ip_ops);

-- The BM25 vocabulary: document frequency, the term's sparsevec dimension, and its postings.
CREATE TABLE drawqa_terms (
    set_id   integer NOT NULL REFERENCES drawqa_sets ON DELETE CASCADE,
    term     text NOT NULL,
    term_no  integer NOT NULL,     -- 0-based; the sparsevec index is term_no + 1
    df       integer NOT NULL,
    postings bytea NOT NULL,       -- int32 little-endian chunk ords holding the term, ascending
    PRIMARY KEY (set_id, term)
);
