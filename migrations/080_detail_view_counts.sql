-- The Detail View's chart (document 002, section 2.22) from maintained counts for every combination of its
-- broad filters (manufacturer, state, retailer), and a count per city so that a city or installer filter
-- is known to be small before its installations are counted (the narrow filters drive an index range).
-- New dimensions of installation_day_tally (migration 055); keys of combined dimensions join their parts
-- with chr(31), the unit separator, which no name or state holds:
--   'city'                         lower(trim(city)) | post_code
--   'state+retailer'               upper(state) | retailer_name
--   'manufacturer+state'           manufacturer_id | upper(state)
--   'manufacturer+retailer'        manufacturer_id | retailer_name
--   'manufacturer+state+retailer'  manufacturer_id | upper(state) | retailer_name

-- The narrow filters' index ranges: an installer's or a city's installations by date.
CREATE INDEX installation_installer_date_idx ON installation (installer_acc_code, installation_date);
CREATE INDEX installation_city_date_idx ON installation (post_code, lower(trim(city)), installation_date);

-- The keys of one installation's dimensions (without the manufacturer), NULL where a part is missing.
CREATE FUNCTION installation_day_tally_keys(state text, city text, post_code text, installer text, retailer text, app integer)
RETURNS TABLE (dimension text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dimension, d.key FROM (VALUES
    ('state', NULLIF(upper(state), '')),
    ('installer', NULLIF(installer, '')),
    ('retailer', NULLIF(retailer, '')),
    ('app', app::text),
    ('city', CASE WHEN NULLIF(trim(city), '') IS NOT NULL AND NULLIF(post_code, '') IS NOT NULL
                  THEN lower(trim(city)) || chr(31) || post_code END),
    ('state+retailer', CASE WHEN NULLIF(upper(state), '') IS NOT NULL AND NULLIF(retailer, '') IS NOT NULL
                            THEN upper(state) || chr(31) || retailer END)
  ) AS d(dimension, key) WHERE d.key IS NOT NULL
$$;

-- The keys of one installation's dimensions that name a manufacturer.
CREATE FUNCTION installation_day_tally_manufacturer_keys(manufacturer integer, state text, retailer text)
RETURNS TABLE (dimension text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dimension, d.key FROM (VALUES
    ('manufacturer', manufacturer::text),
    ('manufacturer+state', CASE WHEN NULLIF(upper(state), '') IS NOT NULL
                                THEN manufacturer::text || chr(31) || upper(state) END),
    ('manufacturer+retailer', CASE WHEN NULLIF(retailer, '') IS NOT NULL
                                   THEN manufacturer::text || chr(31) || retailer END),
    ('manufacturer+state+retailer', CASE WHEN NULLIF(upper(state), '') IS NOT NULL AND NULLIF(retailer, '') IS NOT NULL
                                         THEN manufacturer::text || chr(31) || upper(state) || chr(31) || retailer END)
  ) AS d(dimension, key) WHERE d.key IS NOT NULL
$$;

-- A new installation counts once for each of its dimensions (055's four, and city and state+retailer).
CREATE OR REPLACE FUNCTION installation_day_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, n.installation_date, count(*), COALESCE(sum(n.rated_power_w), 0)
    FROM new_rows n
   CROSS JOIN LATERAL installation_day_tally_keys(n.state, n.city, n.post_code, n.installer_acc_code, n.retailer_name,
                                                  n.app_provider_id) d
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

-- A manufacturer's first serials installed into an installation count it once for the manufacturer alone
-- and with the installation's state and retailer.
CREATE OR REPLACE FUNCTION installation_day_tally_manufacturer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
    FROM (SELECT DISTINCT n.installation_id, n.manufacturer_id
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.installation_id IS NOT NULL AND o.installation_id IS DISTINCT FROM n.installation_id) g
    JOIN installation i ON i.id = g.installation_id
   CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(g.manufacturer_id, i.state, i.retailer_name) d
   WHERE NOT EXISTS (SELECT 1 FROM product_serial p
                      WHERE p.installation_id = g.installation_id AND p.manufacturer_id = g.manufacturer_id
                        AND p.id NOT IN (SELECT id FROM new_rows WHERE installation_id = g.installation_id))
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

-- The installations already recorded, for the new dimensions only (055 counted the others).
INSERT INTO installation_day_tally (dimension, key, day, installations, power_w)
SELECT d.dimension, d.key, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
  FROM installation i
 CROSS JOIN LATERAL installation_day_tally_keys(i.state, i.city, i.post_code, i.installer_acc_code, i.retailer_name,
                                                i.app_provider_id) d
 WHERE d.dimension IN ('city', 'state+retailer')
 GROUP BY 1, 2, 3;
INSERT INTO installation_day_tally (dimension, key, day, installations, power_w)
SELECT d.dimension, d.key, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
  FROM (SELECT DISTINCT installation_id, manufacturer_id FROM product_serial WHERE installation_id IS NOT NULL) m
  JOIN installation i ON i.id = m.installation_id
 CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(m.manufacturer_id, i.state, i.retailer_name) d
 WHERE d.dimension <> 'manufacturer'
 GROUP BY 1, 2, 3;
