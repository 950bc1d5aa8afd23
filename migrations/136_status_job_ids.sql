-- The pg-boss job that runs a status change, kept beside the change: the workers' sweep fails a change whose job has
-- ended (its retries used up by processes that died mid-run) while the change is still queued or running.
ALTER TABLE serial_status_job ADD COLUMN job_id text;
