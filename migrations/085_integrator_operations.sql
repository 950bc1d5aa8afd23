-- Key rotation and what integrators of the verification API ask for next.

-- Signing keys: a rotation keeps older keys published (they still verify stored answers) until retires_at.
ALTER TABLE signing_key ADD COLUMN retires_at timestamptz;

-- Test mode (setting TestMode): a test-mode call records only its batch, marked as test, for administrators.
ALTER TABLE verification_batch ADD COLUMN is_test boolean NOT NULL DEFAULT false;

-- A wrongly claimed installation released: by its provider (within the window) or an administrator.
ALTER TABLE installation
  ADD COLUMN released_on timestamptz,
  ADD COLUMN released_by text,
  ADD COLUMN release_reason text;

CREATE TABLE installation_release (
  id               serial PRIMARY KEY,
  installation_id  integer NOT NULL REFERENCES installation(id),
  app_provider_id  integer REFERENCES app_provider(id),
  user_id          integer REFERENCES app_user(id),
  reason           text NOT NULL,
  serial_ids       bigint[] NOT NULL,
  released_on      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX installation_release_installation_idx ON installation_release (installation_id);

-- Undoes every count an installation added (server.md section 2: counts stay right as data changes) and makes
-- its serials available again. The serials' own counts follow from their state change (product_serial triggers).
CREATE FUNCTION release_installation(p_installation integer) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  released bigint[];
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, i.installation_date, -1, -COALESCE(i.rated_power_w, 0)
    FROM installation i
   CROSS JOIN LATERAL (VALUES ('state', upper(i.state)), ('installer', i.installer_acc_code),
                              ('retailer', i.retailer_name), ('app', i.app_provider_id::text)) AS d(dimension, key)
   WHERE i.id = p_installation AND d.key IS NOT NULL AND d.key <> '';
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT 'manufacturer', m.manufacturer_id::text, i.installation_date, -1, -COALESCE(i.rated_power_w, 0)
    FROM (SELECT DISTINCT manufacturer_id FROM product_serial WHERE installation_id = p_installation) m
    JOIN installation i ON i.id = p_installation;
  WITH untallied AS (
    DELETE FROM installation_tally WHERE installation_id = p_installation RETURNING manufacturer_id, distributor_id
  )
  INSERT INTO installation_stats_delta (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
  SELECT u.manufacturer_id, u.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
         coalesce(nullif(upper(trim(i.state)), ''), 'NA'), -1, -coalesce(i.rated_power_w, 0)
    FROM untallied u JOIN installation i ON i.id = p_installation;
  WITH freed AS (
    UPDATE product_serial SET state = 'available', installation_id = NULL
     WHERE installation_id = p_installation AND state = 'installed'
    RETURNING id
  )
  SELECT COALESCE(array_agg(id ORDER BY id), '{}') INTO released FROM freed;
  RETURN released;
END $$;

-- Webhooks: an app provider or a manufacturer registers an HTTPS endpoint for events.
CREATE TABLE webhook_subscription (
  id               serial PRIMARY KEY,
  app_provider_id  integer REFERENCES app_provider(id),
  manufacturer_id  integer REFERENCES manufacturer(id),
  url              text NOT NULL,
  events           text[] NOT NULL,
  active           boolean NOT NULL DEFAULT true,
  created_on       timestamptz NOT NULL DEFAULT now(),
  CHECK ((app_provider_id IS NULL) <> (manufacturer_id IS NULL))
);
CREATE INDEX webhook_subscription_provider_idx ON webhook_subscription (app_provider_id) WHERE app_provider_id IS NOT NULL;
CREATE INDEX webhook_subscription_manufacturer_idx ON webhook_subscription (manufacturer_id) WHERE manufacturer_id IS NOT NULL;

-- One event for one subscription, delivered by a job (retries with backoff); its last answer kept for administrators.
CREATE TABLE webhook_delivery (
  id                bigserial PRIMARY KEY,
  subscription_id   integer NOT NULL REFERENCES webhook_subscription(id) ON DELETE CASCADE,
  event_id          uuid NOT NULL,
  event_type        text NOT NULL,
  payload           jsonb NOT NULL,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts          integer NOT NULL DEFAULT 0,
  last_status_code  integer,
  last_response     text,
  last_error        text,
  last_attempt_on   timestamptz,
  delivered_on      timestamptz,
  created_on        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_delivery_time_idx ON webhook_delivery (created_on DESC, id DESC);
CREATE INDEX webhook_delivery_subscription_idx ON webhook_delivery (subscription_id, id DESC);
