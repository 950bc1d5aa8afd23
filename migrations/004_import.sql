-- Flash-data import (server.md section 5): uploaded files awaiting import, import batches with their
-- status, and the upload's outcome and deletion counts.

-- One uploaded spreadsheet, stored before it is imported (uploadFile). Several files may share a batch.
CREATE TABLE import_file (
  batch_id         uuid NOT NULL,
  file_index       integer NOT NULL,
  original_name    text NOT NULL,
  system_name      text NOT NULL,
  storage_key      text NOT NULL,
  file_type        text NOT NULL CHECK (file_type IN ('csv', 'xlsx', 'xls')),
  size_bytes       bigint NOT NULL,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id),
  distributor_id   integer REFERENCES distributor(id),
  uploaded_by      integer NOT NULL REFERENCES app_user(id),
  created_on       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (batch_id, file_index)
);

-- One import (importProduct): queued, processing, done or failed. The upload row itself is only
-- written, with its serials, by the commit of the import's one transaction.
CREATE TABLE import_batch (
  batch_id         uuid PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id),
  distributor_id   integer REFERENCES distributor(id),
  uploaded_by      integer NOT NULL REFERENCES app_user(id),
  ip_address       text,
  type             smallint NOT NULL CHECK (type IN (1, 2)),
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'done', 'failed')),
  error            text,
  request          jsonb NOT NULL,
  rows_read        integer NOT NULL DEFAULT 0,
  attempts         integer NOT NULL DEFAULT 0,
  upload_id        integer REFERENCES upload(id),
  created_on       timestamptz NOT NULL DEFAULT now(),
  started_on       timestamptz,
  finished_on      timestamptz
);

ALTER TABLE upload
  ADD COLUMN status text NOT NULL DEFAULT 'done' CHECK (status IN ('queued', 'processing', 'done', 'failed')),
  ADD COLUMN deleted_count integer,
  ADD COLUMN undeleted_count integer;
CREATE INDEX upload_restored_from_idx ON upload (restored_from) WHERE restored_from IS NOT NULL;
