-- The sync operations of the Miscellaneous page (server.md section 6, document 002 section 2.14).
-- One row per run: when it ran, what it added, changed and removed, and any error. At most one
-- unfinished run per kind (the unique partial index): a second request while one runs is refused.
CREATE TABLE sync_run (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  params       jsonb NOT NULL DEFAULT '{}',
  started_by   integer REFERENCES app_user(id),
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  added        integer NOT NULL DEFAULT 0,
  changed      integer NOT NULL DEFAULT 0,
  removed      integer NOT NULL DEFAULT 0,
  error        text,
  result       jsonb
);
CREATE UNIQUE INDEX sync_run_one_running_idx ON sync_run (kind) WHERE finished_at IS NULL;
CREATE INDEX sync_run_kind_idx ON sync_run (kind, started_at DESC);

-- Installers the CEC list brought (a later list without them removes them); imported ones stay NULL.
ALTER TABLE installer ADD COLUMN source text;

-- The verification-service registry's endpoints and the apps approved to call them.
CREATE TABLE vsp_endpoint (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  url         text NOT NULL,
  version     text,
  updated_on  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE registry_app (
  id           serial PRIMARY KEY,
  name         text NOT NULL UNIQUE,
  provider     text,
  platform     text,
  approved_on  date,
  updated_on   timestamptz NOT NULL DEFAULT now()
);

-- A model the CEC list no longer carries is delisted, not deleted: its serials and logs keep their model.
ALTER TABLE product ADD COLUMN delisted_on date;

-- Supplier links the registry brought: a later registry without them ends them; links made here stay.
ALTER TABLE distributor_manufacturer ADD COLUMN source text;
