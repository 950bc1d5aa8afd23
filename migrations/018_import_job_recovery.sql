-- Crash recovery of imports: the queue job that runs each import, so a sweep that
-- finds the import's run dead (its process gone, see ImportBatchStore.failDeadRuns) settles that job
-- too; and the imports being processed, found by that sweep without reading the whole table.
ALTER TABLE import_batch ADD COLUMN job_id uuid;
CREATE INDEX import_batch_processing_idx ON import_batch (created_on) WHERE status = 'processing';
