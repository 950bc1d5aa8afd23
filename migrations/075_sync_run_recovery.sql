-- Crash recovery of sync runs: a run whose process died is found at the next start (or by
-- any replica's periodic sweep, or by the next request for its kind) and ended, instead of blocking its
-- kind for 30 minutes. running_since marks a run a process has taken up (it then holds the run's
-- advisory lock until it ends, so a free lock means a dead run); job_id is its queue job, cancelled then.
ALTER TABLE sync_run ADD COLUMN running_since timestamptz, ADD COLUMN job_id uuid;
