-- drawqa index schema, version 2: each file row carries the version of the build that wrote it.
-- On Citus, drawqa_sets is a reference table and a set's other rows sit on the one worker that
-- holds its shard, so a reader's first two reads (the set row, then the set's files) may run on
-- two nodes, in two snapshots. A build that commits between them shows up as a files version
-- other than the set's, and the reader opens the set again. On one server both reads share one
-- snapshot and always agree.
ALTER TABLE drawqa_files ADD COLUMN version text;
