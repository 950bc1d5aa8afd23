-- A recall mail is a notification event of its own: one row per recall, so a mail is never sent twice for one.
ALTER TABLE notification_sent DROP CONSTRAINT notification_sent_kind_check;
ALTER TABLE notification_sent
  ADD CONSTRAINT notification_sent_kind_check CHECK (kind IN ('digest', 'overdue', 'ledger', 'recall'));
