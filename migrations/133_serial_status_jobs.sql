-- A status change or recall over many serials runs as a job: this row is what its caller polls (state and counts)
-- while the job works through the serials in batches, all in one transaction. `request` holds what was asked (the
-- status or the recall's notice, the reason, the selection); the row turns done in the change's own transaction,
-- so a job run again after a crash finds it done, or finds nothing of it written and starts again.
CREATE TABLE serial_status_job (
  id               serial PRIMARY KEY,
  manufacturer_id  integer REFERENCES manufacturer(id),
  user_id          integer NOT NULL REFERENCES app_user(id),
  kind             text NOT NULL CHECK (kind IN ('status', 'recall')),
  request          jsonb NOT NULL,
  state            text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  total            integer NOT NULL,
  processed        integer NOT NULL DEFAULT 0,
  changed          integer,
  matched          integer,
  recall_id        integer,
  problems         jsonb,
  error            text,
  attempts         integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz
);
CREATE INDEX serial_status_job_manufacturer_idx ON serial_status_job (manufacturer_id, id DESC);
