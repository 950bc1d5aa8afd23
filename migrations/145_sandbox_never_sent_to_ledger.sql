-- The sandbox's test serials never reach the regulator's ledger: their status changes (an administrator may still
-- recall or mark them, and sees the change in their history) are kept with ledger_state 'test', never sent; the
-- ledger job passes over the serials themselves. The changes made before and not sent yet become 'test' (a sandbox
-- serial found by the flag's own rule: SANDBOX-..., stored with no upload).
ALTER TABLE serial_status_change DROP CONSTRAINT serial_status_change_ledger_state_check;
ALTER TABLE serial_status_change ADD CONSTRAINT serial_status_change_ledger_state_check
  CHECK (ledger_state IN ('pending', 'sent', 'failed', 'test'));

UPDATE serial_status_change c SET ledger_state = 'test'
  FROM product_serial s
 WHERE s.id = c.product_serial_id AND c.ledger_state = 'pending' AND s.serial_norm LIKE 'SANDBOX-%' AND s.upload_id IS NULL;
