-- The regulator's ledger learns a supplier link by a call (POST {ledger}/links), as it would from the weekly
-- supplier list: a link is due until the ledger job has sent it (ledger_sent_at).
ALTER TABLE distributor_manufacturer ADD COLUMN ledger_sent_at timestamptz;
CREATE INDEX distributor_manufacturer_ledger_due_idx ON distributor_manufacturer (manufacturer_id, distributor_id)
  WHERE ledger_sent_at IS NULL;

-- A serial's status update (recalled, ineligible, available again) is a ledger record too, under the status it
-- carried; NULL for the records of uploads, deletions and restorations.
ALTER TABLE ledger_record ADD COLUMN serial_status text;
