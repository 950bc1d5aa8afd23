-- The verification core (server.md sections 2 and 3): product lines, uploads, serials, verification
-- batches, product logs, images, installations, installers, app providers, settings, ledger records,
-- and the counts that lists and dashboards read instead of scanning serials and logs.

CREATE TABLE product_line (
  id               serial PRIMARY KEY,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  line_name        text NOT NULL,
  logo             text,
  updated_on       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (manufacturer_id, line_name)
);

CREATE TABLE product_warranty (
  id                       serial PRIMARY KEY,
  product_line_id          integer NOT NULL UNIQUE REFERENCES product_line(id) ON DELETE CASCADE,
  component_in_years       numeric(4,1) NOT NULL CHECK (component_in_years BETWEEN 0.1 AND 50),
  component_warranty_link  text,
  performance_in_years     numeric(4,1) NOT NULL CHECK (performance_in_years BETWEEN 0.1 AND 50),
  performance_warranty_link text
);

ALTER TABLE product ADD COLUMN product_line_id integer REFERENCES product_line(id) ON DELETE SET NULL;
CREATE INDEX product_product_line_idx ON product (product_line_id);

-- One imported file (type 1 fresh, 2 resolve).
CREATE TABLE upload (
  id                      serial PRIMARY KEY,
  batch_id                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  manufacturer_id         integer NOT NULL REFERENCES manufacturer(id),
  distributor_id          integer REFERENCES distributor(id),
  type                    smallint NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
  source_file_name        text,
  system_file_name        text,
  report_file_name        text,
  report_system_file_name text,
  total_records           integer NOT NULL DEFAULT 0,
  success                 integer NOT NULL DEFAULT 0,
  failed                  integer NOT NULL DEFAULT 0,
  uploaded_on             timestamptz NOT NULL DEFAULT now(),
  uploaded_by             integer REFERENCES app_user(id),
  ip_address              text,
  deleted_on              timestamptz,
  deleted_by              integer REFERENCES app_user(id),
  delete_reason           text,
  restored_from           integer REFERENCES upload(id),
  ledger_pending_count    integer NOT NULL DEFAULT 0,
  ledger_pass_count       integer NOT NULL DEFAULT 0,
  ledger_fail_count       integer NOT NULL DEFAULT 0,
  ledger_deleted_count    integer NOT NULL DEFAULT 0,
  ledger_date             timestamptz
);
CREATE INDEX upload_manufacturer_idx ON upload (manufacturer_id, uploaded_on DESC);
CREATE INDEX upload_distributor_idx ON upload (distributor_id, uploaded_on DESC);

CREATE TABLE installation (
  id                  serial PRIMARY KEY,
  installation_date   date NOT NULL,
  owner_first_name    text,
  owner_email         text,
  unit_type           text,
  unit_number         text,
  street_number       text,
  street_name         text,
  street_type         text,
  city                text,
  state               text,
  post_code           text,
  country             text NOT NULL DEFAULT 'Australia',
  latitude            double precision,
  longitude           double precision,
  is_manual_location  boolean NOT NULL DEFAULT false,
  installer_acc_code  text,
  retailer_name       text,
  rated_power_w       integer,
  app_provider_id     integer,
  created_on          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX installation_date_idx ON installation (installation_date);

-- One physical unit, unique by its normalised serial within a brand.
CREATE TABLE product_serial (
  id                bigserial PRIMARY KEY,
  brand_id          integer NOT NULL REFERENCES brand(id),
  manufacturer_id   integer NOT NULL REFERENCES manufacturer(id),
  product_id        integer NOT NULL REFERENCES product(id),
  serial            text NOT NULL,
  serial_norm       text NOT NULL,
  state             text NOT NULL DEFAULT 'available' CHECK (state IN ('available','installed','withdrawn')),
  upload_id         integer REFERENCES upload(id),
  distributor_id    integer REFERENCES distributor(id),
  installation_id   integer REFERENCES installation(id),
  record_id         integer,
  uploaded_on       timestamptz NOT NULL DEFAULT now(),
  -- battery flash data
  nominal_capacity  numeric,
  usable_capacity   numeric,
  tempature_range   text,
  ip_protection     text,
  amp_hours         numeric,
  mod_capacity      numeric,
  smart_hybrid      text,
  -- panel flash data
  pmax numeric, ff numeric, voc numeric, isc numeric, vpm numeric, ipm numeric,
  ledger_status     text NOT NULL DEFAULT 'pending' CHECK (ledger_status IN ('pending','pass','fail','deleted')),
  ledger_date       timestamptz,
  UNIQUE (brand_id, serial_norm)
);
CREATE INDEX product_serial_norm_idx ON product_serial (serial_norm);
CREATE INDEX product_serial_manufacturer_idx ON product_serial (manufacturer_id, id DESC);
CREATE INDEX product_serial_product_idx ON product_serial (product_id, state);
CREATE INDEX product_serial_upload_idx ON product_serial (upload_id);
CREATE INDEX product_serial_distributor_idx ON product_serial (distributor_id, manufacturer_id) WHERE distributor_id IS NOT NULL;
CREATE INDEX product_serial_installation_idx ON product_serial (installation_id) WHERE installation_id IS NOT NULL;

-- An installer or retailer app allowed (by settings) to call the verification API.
CREATE TABLE app_provider (
  id             serial PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  client_id      text NOT NULL UNIQUE,
  secret_hash    text NOT NULL,
  contact_email  text,
  rate_per_minute integer NOT NULL DEFAULT 6000,
  created_on     timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE installation ADD CONSTRAINT installation_app_provider_fk FOREIGN KEY (app_provider_id) REFERENCES app_provider(id);

-- Setting types seen: AllowedApps (key: client id, value 'true'/'false'), MandatorySerialPhoto (same).
CREATE TABLE setting (
  id             serial PRIMARY KEY,
  setting_type   text NOT NULL,
  setting_key    text NOT NULL,
  setting_value  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (setting_type, setting_key)
);

-- One call of the verification API, its raw exchange kept byte for byte.
CREATE TABLE verification_batch (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_provider_id  integer NOT NULL REFERENCES app_provider(id),
  request_id       text NOT NULL,
  request_hash     text NOT NULL,
  request_type     smallint NOT NULL CHECK (request_type IN (1, 2, 3)),
  content_type     text NOT NULL,
  request_body     bytea NOT NULL,
  response_type    text NOT NULL,
  response_body    bytea NOT NULL,
  signature        text NOT NULL,
  installation_id  integer REFERENCES installation(id),
  created_on       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_provider_id, request_id)
);

-- One serial of one verification batch. status 1 verified, 0 not; an unresolved status-0 log of a
-- known brand is a failed serial of that brand's manufacturer.
CREATE TABLE product_log (
  id                       bigserial PRIMARY KEY,
  batch_id                 uuid NOT NULL REFERENCES verification_batch(id),
  product_serial_id        bigint REFERENCES product_serial(id),
  manufacturer_id          integer REFERENCES manufacturer(id),
  product_id               integer REFERENCES product(id),
  installation_id          integer REFERENCES installation(id),
  failed_serial            text NOT NULL,
  serial_norm              text NOT NULL,
  requested_brand          text,
  requested_model          text,
  requester_name           text,
  requester_abn            text,
  requester_type           smallint NOT NULL,
  requester_app_name       text NOT NULL,
  requested_time           timestamptz NOT NULL DEFAULT now(),
  latitude                 double precision,
  longitude                double precision,
  is_parralel_import       boolean NOT NULL DEFAULT false,
  parralel_import_comment  text,
  status                   smallint NOT NULL CHECK (status IN (0, 1)),
  reason                   text NOT NULL,
  resolved_on              timestamptz,
  upload_batch_id          uuid
);
CREATE INDEX product_log_manufacturer_time_idx ON product_log (manufacturer_id, requested_time DESC);
CREATE INDEX product_log_failed_idx ON product_log (manufacturer_id, requested_time DESC) WHERE status = 0 AND resolved_on IS NULL;
CREATE INDEX product_log_unresolved_serial_idx ON product_log (serial_norm) WHERE status = 0 AND resolved_on IS NULL;
CREATE INDEX product_log_batch_idx ON product_log (batch_id);
CREATE INDEX product_log_time_idx ON product_log (requested_time DESC);
CREATE INDEX product_log_serial_idx ON product_log (product_serial_id) WHERE product_serial_id IS NOT NULL;

CREATE TABLE serial_image (
  id                 bigserial PRIMARY KEY,
  product_serial_id  bigint REFERENCES product_serial(id),
  product_log_id     bigint REFERENCES product_log(id),
  serial             text NOT NULL,
  app_name           text NOT NULL,
  file_key           text NOT NULL,
  content_type       text NOT NULL,
  status             smallint NOT NULL,
  created_on         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX serial_image_serial_idx ON serial_image (product_serial_id);

CREATE TABLE installer (
  id                 serial PRIMARY KEY,
  acc_code           text NOT NULL UNIQUE,
  first_name         text,
  last_name          text,
  account_name       text,
  email              text,
  mobile             text,
  phone              text,
  postal_code        text,
  city               text,
  state              text,
  full_award_date    date,
  expiry_date        date,
  status             text,
  saa_code           text,
  saa_award_date     date,
  saa_expiry_date    date,
  saa_status         text,
  total_request      integer NOT NULL DEFAULT 0,
  total_failed       integer NOT NULL DEFAULT 0,
  updated_on         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_record (
  id                       bigserial PRIMARY KEY,
  product_serial_id        bigint NOT NULL REFERENCES product_serial(id),
  upload_id                integer REFERENCES upload(id),
  serial                   text NOT NULL,
  brand                    text NOT NULL,
  model                    text NOT NULL,
  distributor_name         text,
  batch_id                 uuid,
  status                   text NOT NULL CHECK (status IN ('pending','pass','fail','deleted')),
  error                    text,
  source_brand             text,
  source_model             text,
  source_distributor_name  text,
  created_time             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_record_serial_idx ON ledger_record (product_serial_id, created_time DESC);
CREATE INDEX ledger_record_upload_idx ON ledger_record (upload_id);

-- Maintained counts, per manufacturer and per model, kept by statement-level triggers (bulk-friendly).
CREATE TABLE manufacturer_stats (
  manufacturer_id  integer PRIMARY KEY REFERENCES manufacturer(id) ON DELETE CASCADE,
  total_serials    bigint NOT NULL DEFAULT 0,
  installed        bigint NOT NULL DEFAULT 0,
  withdrawn        bigint NOT NULL DEFAULT 0,
  total_requests   bigint NOT NULL DEFAULT 0,
  failed           bigint NOT NULL DEFAULT 0
);

CREATE TABLE product_stats (
  product_id      integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  total_serials   bigint NOT NULL DEFAULT 0,
  installed       bigint NOT NULL DEFAULT 0,
  total_requests  bigint NOT NULL DEFAULT 0,
  failed          bigint NOT NULL DEFAULT 0
);

-- Adds one statement's changes (rows of manufacturer_id, product_id, serials, installed, withdrawn,
-- requests, failed; negative for removals) to both count tables.
CREATE FUNCTION stats_merge(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT * FROM jsonb_to_recordset(delta) AS x(manufacturer_id int, product_id int, serials bigint,
      installed bigint, withdrawn bigint, requests bigint, failed bigint)
  ), m AS (
    INSERT INTO manufacturer_stats AS s (manufacturer_id, total_serials, installed, withdrawn, total_requests, failed)
    SELECT manufacturer_id, sum(serials), sum(installed), sum(withdrawn), sum(requests), sum(failed)
      FROM d WHERE manufacturer_id IS NOT NULL GROUP BY manufacturer_id
    ON CONFLICT (manufacturer_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn, total_requests = s.total_requests + EXCLUDED.total_requests,
      failed = s.failed + EXCLUDED.failed
  )
  INSERT INTO product_stats AS s (product_id, total_serials, installed, total_requests, failed)
  SELECT product_id, sum(serials), sum(installed), sum(requests), sum(failed)
    FROM d WHERE product_id IS NOT NULL GROUP BY product_id
  ON CONFLICT (product_id) DO UPDATE SET
    total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
    total_requests = s.total_requests + EXCLUDED.total_requests, failed = s.failed + EXCLUDED.failed;
$$;

-- Serials: statement-level, so a COPY of a million rows updates the counts once.
CREATE FUNCTION product_serial_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT manufacturer_id, product_id, count(*) AS serials, count(*) FILTER (WHERE state = 'installed') AS installed,
             count(*) FILTER (WHERE state = 'withdrawn') AS withdrawn, 0 AS requests, 0 AS failed
        FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT manufacturer_id, product_id, sum(n) AS serials, sum(n * (state = 'installed')::int) AS installed,
             sum(n * (state = 'withdrawn')::int) AS withdrawn, 0 AS requests, 0 AS failed
        FROM (SELECT manufacturer_id, product_id, state, 1 AS n FROM new_rows
              UNION ALL SELECT manufacturer_id, product_id, state, -1 FROM old_rows) c
       GROUP BY 1, 2) x;
  ELSE
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT manufacturer_id, product_id, -count(*) AS serials, -count(*) FILTER (WHERE state = 'installed') AS installed,
             -count(*) FILTER (WHERE state = 'withdrawn') AS withdrawn, 0 AS requests, 0 AS failed
        FROM old_rows GROUP BY 1, 2) x;
  END IF;
  IF delta IS NOT NULL THEN PERFORM stats_merge(delta); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_serial_stats_insert AFTER INSERT ON product_serial
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_serial_stats();
CREATE TRIGGER product_serial_stats_update AFTER UPDATE ON product_serial
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_serial_stats();
CREATE TRIGGER product_serial_stats_delete AFTER DELETE ON product_serial
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_serial_stats();

-- Logs: every log is a request; an unresolved not-verified log of a known brand is a failed serial.
CREATE FUNCTION product_log_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT manufacturer_id, product_id, 0 AS serials, 0 AS installed, 0 AS withdrawn, count(*) AS requests,
             count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL) AS failed
        FROM new_rows GROUP BY 1, 2) x;
  ELSE
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT manufacturer_id, product_id, 0 AS serials, 0 AS installed, 0 AS withdrawn, 0 AS requests, sum(n) AS failed
        FROM (SELECT manufacturer_id, product_id, 1 AS n FROM new_rows WHERE status = 0 AND resolved_on IS NULL
              UNION ALL SELECT manufacturer_id, product_id, -1 FROM old_rows WHERE status = 0 AND resolved_on IS NULL) c
       GROUP BY 1, 2) x;
  END IF;
  IF delta IS NOT NULL THEN PERFORM stats_merge(delta); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_log_stats_insert AFTER INSERT ON product_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_log_stats();
CREATE TRIGGER product_log_stats_update AFTER UPDATE ON product_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_log_stats();

-- Installations per month and state, per manufacturer, for dashboards and reports.
CREATE TABLE installation_stats (
  manufacturer_id     integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  year                smallint NOT NULL,
  month               smallint NOT NULL,
  state               text NOT NULL,
  total_installation  bigint NOT NULL DEFAULT 0,
  total_power_w       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (manufacturer_id, year, month, state)
);

-- Ed25519 keys that sign verification answers; the public halves are served at /.well-known/jwks.json.
CREATE TABLE signing_key (
  kid          text PRIMARY KEY,
  public_jwk   jsonb NOT NULL,
  private_pem  text NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);
