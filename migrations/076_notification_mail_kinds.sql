-- Each notification group chooses which kinds of mail it receives (server.md section 8 names the
-- three: the daily digest of failed serials, the overdue-upload reminder, ledger failures). Existing groups
-- keep receiving all three, as before.
ALTER TABLE notification_group
  ADD COLUMN mail_kinds text[] NOT NULL DEFAULT ARRAY['digest', 'overdue', 'ledger']
    CHECK (mail_kinds <@ ARRAY['digest', 'overdue', 'ledger'] AND cardinality(mail_kinds) > 0);
