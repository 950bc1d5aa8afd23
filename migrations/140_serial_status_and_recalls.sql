-- A serial's status, set by its manufacturer or an administrator: available, recalled (under a recall) or
-- ineligible. It is kept apart from `state` (available, installed, withdrawn: where the unit is), so an installed
-- serial keeps its installation while later answers carry its status. The verification reads both from the one row
-- lookup it already does. A constant default adds the column without rewriting the table.
ALTER TABLE product_serial
  ADD COLUMN status text NOT NULL DEFAULT 'available',
  ADD COLUMN recall_id integer;
ALTER TABLE product_serial
  ADD CONSTRAINT product_serial_status_check CHECK (status IN ('available', 'recalled', 'ineligible'));

-- A recall: what the public check and the answers show, and whose it is. Its reach figures are kept on the row by
-- the statements that change them (creation, serials joining it, remedies), so listings never count its serials.
CREATE TABLE recall (
  id               serial PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id),
  title            text NOT NULL,
  hazard           text NOT NULL,
  remedy           text NOT NULL,
  notice_url       text NOT NULL,
  contact          text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  created_by       integer REFERENCES app_user(id),
  affected         integer NOT NULL DEFAULT 0,
  installed        integer NOT NULL DEFAULT 0,
  located          integer NOT NULL DEFAULT 0,
  remedied         integer NOT NULL DEFAULT 0
);
CREATE INDEX recall_manufacturer_idx ON recall (manufacturer_id, id DESC);

-- Every serial a recall took in, and where it was at that moment (its installation, if any): the recall's reach.
-- A remedy (replaced, repaired, not_affected) marks an affected unit dealt with. This table, the history below and
-- product_serial.recall_id carry no foreign keys: a recall writes up to millions of rows in one statement from rows
-- it has just read (serials, their installation, the recall it created), and a per-row key check would double that.
CREATE TABLE recall_serial (
  recall_id          integer NOT NULL,
  product_serial_id  bigint NOT NULL,
  installation_id    integer,
  remedy             text CHECK (remedy IN ('replaced', 'repaired', 'not_affected')),
  remedied_at        timestamptz,
  remedied_by        integer,
  PRIMARY KEY (recall_id, product_serial_id)
);
CREATE INDEX recall_serial_installed_idx ON recall_serial (recall_id, installation_id) WHERE installation_id IS NOT NULL;

-- The status history of each serial: who changed it, from what to what, why, under which recall. `ledger_state`
-- follows its status update to the regulator's serial ledger (pending until the ledger has it).
CREATE TABLE serial_status_change (
  id                 bigserial PRIMARY KEY,
  product_serial_id  bigint NOT NULL,
  at                 timestamptz NOT NULL DEFAULT now(),
  from_status        text NOT NULL,
  to_status          text NOT NULL,
  reason             text NOT NULL,
  recall_id          integer,
  user_id            integer,
  ledger_state       text NOT NULL DEFAULT 'pending' CHECK (ledger_state IN ('pending', 'sent', 'failed')),
  ledger_at          timestamptz
);
CREATE INDEX serial_status_change_serial_idx ON serial_status_change (product_serial_id, id DESC);
CREATE INDEX serial_status_change_ledger_due_idx ON serial_status_change (id) WHERE ledger_state = 'pending';
