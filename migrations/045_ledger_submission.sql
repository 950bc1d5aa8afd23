-- The regulator's serial ledger (server.md section 4). A serial's own columns say what the ledger still
-- has to hear: a serial never answered (ledger_status pending), one withdrawn since its last answer, and
-- one answered 'deleted' that has come back (restored, uploaded again). The submission job reads them
-- through this partial index, so no outbox row is written per imported serial.
CREATE INDEX product_serial_ledger_due_idx ON product_serial (id)
  WHERE ledger_status = 'pending' OR (state = 'withdrawn') <> (ledger_status = 'deleted');

-- One answer per change: the key (serial, upload, action) the connector sends, which the ledger also
-- answers idempotently, so a run cut off after the ledger answered and before the records were stored
-- sends the same keys again and stores each answer once.
ALTER TABLE ledger_record ADD COLUMN change_key text;
CREATE UNIQUE INDEX ledger_record_change_key_idx ON ledger_record (change_key);
CREATE INDEX ledger_record_time_idx ON ledger_record (created_time DESC);

-- Whether the ledger is reachable, shared by every replica: after a failed call nobody calls it again
-- before retry_after (doubled per failure up to the configured maximum).
CREATE TABLE ledger_connector_state (
  id            smallint PRIMARY KEY CHECK (id = 1),
  failures      integer NOT NULL DEFAULT 0,
  retry_after   timestamptz,
  last_error    text,
  last_success  timestamptz
);
INSERT INTO ledger_connector_state (id) VALUES (1);
