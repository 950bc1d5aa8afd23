-- Notification groups and contacts of a manufacturer (document 002 sections 2.16 and 3, server.md section 8),
-- and what the notification mails have already told, so that no event is mailed twice.

CREATE TABLE notification_group (
  id               serial PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  group_name       text NOT NULL,
  description      text NOT NULL,
  enabled          boolean NOT NULL DEFAULT true,
  deleted          boolean NOT NULL DEFAULT false,
  created_on       timestamptz NOT NULL DEFAULT now(),
  updated_on       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer REFERENCES app_user(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX notification_group_name_idx ON notification_group (manufacturer_id, lower(group_name)) WHERE NOT deleted;

-- A contact (document 002's "notification user"): an address that receives the mails of the groups it is in.
CREATE TABLE notification_user (
  id                 serial PRIMARY KEY,
  manufacturer_id    integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  email              citext NOT NULL,
  phone              text,
  enabled            boolean NOT NULL DEFAULT true,
  deleted            boolean NOT NULL DEFAULT false,
  created_on         timestamptz NOT NULL DEFAULT now(),
  updated_on         timestamptz NOT NULL DEFAULT now(),
  -- The secret of the contact's unsubscribe link (mailed to it, works without signing in).
  unsubscribe_token  uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  unsubscribed_on    timestamptz
);
CREATE UNIQUE INDEX notification_user_email_idx ON notification_user (manufacturer_id, email) WHERE NOT deleted;

CREATE TABLE notification_group_user (
  group_id     integer NOT NULL REFERENCES notification_group(id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES notification_user(id) ON DELETE CASCADE,
  assigned_on  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX notification_group_user_user_idx ON notification_group_user (user_id);

-- How far each manufacturer's scheduled mails have got: failed serials logged before digest_until are digested;
-- overdue_due is the last due date an overdue-upload reminder was sent for.
CREATE TABLE notification_state (
  manufacturer_id  integer PRIMARY KEY REFERENCES manufacturer(id) ON DELETE CASCADE,
  digest_until     timestamptz,
  overdue_due      timestamptz
);

-- Every notification event mailed (one row per event, whatever the number of recipients).
CREATE TABLE notification_sent (
  id               bigserial PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('digest', 'overdue', 'ledger')),
  event_key        text NOT NULL,
  items            integer NOT NULL,
  recipients       integer NOT NULL,
  sent_on          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (manufacturer_id, kind, event_key)
);

-- Ledger records whose failure has been mailed (the ledger job may report a record again: it is not mailed again).
CREATE TABLE notification_ledger_failure (
  record_key       text PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  notified_on      timestamptz NOT NULL DEFAULT now()
);
