-- Oversight (document 002, sections 2.12-2.24): the indexes the administrators' lists search by,
-- and installations counted per day by manufacturer, state, installer, retailer and app provider,
-- so that reports and the leadership board read counts instead of scanning installations.

-- Verification logs: searched by serial prefix, requester prefix and app, filtered by "contains comment".
CREATE INDEX product_log_serial_prefix_idx ON product_log (serial_norm text_pattern_ops);
CREATE INDEX product_log_requester_prefix_idx ON product_log (lower(requester_name) text_pattern_ops);
CREATE INDEX product_log_app_time_idx ON product_log (lower(requester_app_name), requested_time DESC);
CREATE INDEX product_log_type_time_idx ON product_log (requester_type, requested_time DESC);
CREATE INDEX product_log_comment_time_idx ON product_log (requested_time DESC) WHERE parralel_import_comment IS NOT NULL;

-- Ledger listing: newest records first, by date range.
-- Replaces migration 045's index of the same name with one that also orders ties (the listing pages by time, then id).
DROP INDEX IF EXISTS ledger_record_time_idx;
CREATE INDEX ledger_record_time_idx ON ledger_record (created_time DESC, id DESC);

-- Installations listing: by state and date.
CREATE INDEX installation_state_date_idx ON installation (state, installation_date DESC, id DESC);
CREATE INDEX installation_created_idx ON installation (created_on DESC, id DESC);

-- Cities (the postcode table): who added them and when (Manage Postcodes).
ALTER TABLE postcode
  ADD COLUMN created_on timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_on timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN created_by integer REFERENCES app_user(id),
  ADD COLUMN updated_by integer REFERENCES app_user(id);
CREATE INDEX postcode_state_idx ON postcode (state, lower(suburb));

-- Installations per day and dimension ('manufacturer', 'state', 'installer', 'retailer', 'app'):
-- statements append deltas (no row shared between concurrent verifications), a background fold
-- moves them into installation_day_tally; readers add the pending deltas, so counts are exact at once.
CREATE TABLE installation_day_tally (
  dimension      text NOT NULL,
  key            text NOT NULL,
  day            date NOT NULL,
  installations  bigint NOT NULL DEFAULT 0,
  power_w        bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, day, key)
);
CREATE INDEX installation_day_tally_key_idx ON installation_day_tally (dimension, key, day);

CREATE TABLE installation_day_tally_delta (
  id             bigserial PRIMARY KEY,
  dimension      text NOT NULL,
  key            text NOT NULL,
  day            date NOT NULL,
  installations  bigint NOT NULL,
  power_w        bigint NOT NULL
);
CREATE INDEX installation_day_tally_delta_day_idx ON installation_day_tally_delta (dimension, day);

-- A new installation counts once for its state, installer, retailer and app provider.
CREATE FUNCTION installation_day_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, n.installation_date, count(*), COALESCE(sum(n.rated_power_w), 0)
    FROM new_rows n
   CROSS JOIN LATERAL (VALUES ('state', upper(n.state)), ('installer', n.installer_acc_code),
                              ('retailer', n.retailer_name), ('app', n.app_provider_id::text)) AS d(dimension, key)
   WHERE d.key IS NOT NULL AND d.key <> ''
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
CREATE TRIGGER installation_day_tally_insert AFTER INSERT ON installation
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION installation_day_tally_insert();

-- An installation counts once for each manufacturer with a serial in it: when a statement installs
-- a manufacturer's first serials into an installation.
CREATE FUNCTION installation_day_tally_manufacturer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT 'manufacturer', g.manufacturer_id::text, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
    FROM (SELECT DISTINCT n.installation_id, n.manufacturer_id
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.installation_id IS NOT NULL AND o.installation_id IS DISTINCT FROM n.installation_id) g
    JOIN installation i ON i.id = g.installation_id
   WHERE NOT EXISTS (SELECT 1 FROM product_serial p
                      WHERE p.installation_id = g.installation_id AND p.manufacturer_id = g.manufacturer_id
                        AND p.id NOT IN (SELECT id FROM new_rows WHERE installation_id = g.installation_id))
   GROUP BY 2, 3;
  RETURN NULL;
END $$;
CREATE TRIGGER installation_day_tally_manufacturer AFTER UPDATE ON product_serial
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION installation_day_tally_manufacturer();

-- Moves every pending delta into installation_day_tally in one statement, rows taken in key order.
CREATE FUNCTION fold_installation_tallies() RETURNS bigint LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM installation_day_tally_delta RETURNING dimension, key, day, installations, power_w
  ), folded AS (
    INSERT INTO installation_day_tally AS t (dimension, key, day, installations, power_w)
    SELECT dimension, key, day, sum(installations), sum(power_w) FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (dimension, day, key) DO UPDATE SET
      installations = t.installations + EXCLUDED.installations, power_w = t.power_w + EXCLUDED.power_w
  )
  SELECT count(*) FROM moved;
$$;

-- The installations already recorded before this migration.
INSERT INTO installation_day_tally (dimension, key, day, installations, power_w)
SELECT d.dimension, d.key, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
  FROM installation i
 CROSS JOIN LATERAL (VALUES ('state', upper(i.state)), ('installer', i.installer_acc_code),
                            ('retailer', i.retailer_name), ('app', i.app_provider_id::text)) AS d(dimension, key)
 WHERE d.key IS NOT NULL AND d.key <> ''
 GROUP BY 1, 2, 3;
INSERT INTO installation_day_tally (dimension, key, day, installations, power_w)
SELECT 'manufacturer', m.manufacturer_id::text, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
  FROM (SELECT DISTINCT installation_id, manufacturer_id FROM product_serial WHERE installation_id IS NOT NULL) m
  JOIN installation i ON i.id = m.installation_id
 GROUP BY 2, 3;
