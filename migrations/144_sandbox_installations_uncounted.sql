-- Installations of sandbox serials stay out of their manufacturer's installation counts. The verification leaves
-- them out since the sandbox flag; the ones made before still had their tally row (the Installation(verified) tab),
-- their monthly count and their day tallies. Written to run before or after the flag's migration: a sandbox serial
-- is found by that migration's own rule (SANDBOX-..., stored with no upload).

-- The per-serial paths (serials given an installation outside a verification) skip sandbox serials too.
CREATE OR REPLACE FUNCTION installation_tally_serial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sandbox THEN RETURN NULL; END IF;
  WITH counted AS (
    INSERT INTO installation_tally (installation_id, manufacturer_id, distributor_id)
    SELECT DISTINCT NEW.installation_id, NEW.manufacturer_id, d
      FROM unnest(ARRAY[0, coalesce(NEW.distributor_id, 0)]) AS d
    ON CONFLICT DO NOTHING
    RETURNING manufacturer_id, distributor_id
  )
  INSERT INTO installation_stats_delta (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
  SELECT c.manufacturer_id, c.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
         coalesce(nullif(upper(trim(i.state)), ''), 'NA'), 1, coalesce(i.rated_power_w, 0)
    FROM counted c JOIN installation i ON i.id = NEW.installation_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION installation_day_tally_manufacturer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, i.installation_date, count(*), COALESCE(sum(i.rated_power_w), 0)
    FROM (SELECT DISTINCT n.installation_id, n.manufacturer_id
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.installation_id IS NOT NULL AND o.installation_id IS DISTINCT FROM n.installation_id AND NOT n.sandbox) g
    JOIN installation i ON i.id = g.installation_id
   CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(g.manufacturer_id, i.state, i.retailer_name) d
   WHERE NOT EXISTS (SELECT 1 FROM product_serial p
                      WHERE p.installation_id = g.installation_id AND p.manufacturer_id = g.manufacturer_id AND NOT p.sandbox
                        AND p.id NOT IN (SELECT id FROM new_rows WHERE installation_id = g.installation_id))
   GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

-- A release takes away the manufacturer counts its installation added: those of its tally rows (a sandbox serial's
-- manufacturer has none), not those of every manufacturer with a serial in it.
CREATE OR REPLACE FUNCTION release_installation(p_installation integer) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  released bigint[];
BEGIN
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, i.installation_date, -1, -COALESCE(i.rated_power_w, 0)
    FROM installation i
   CROSS JOIN LATERAL installation_day_tally_keys(i.state, i.city, i.post_code, i.installer_acc_code, i.retailer_name,
                                                  i.app_provider_id) d
   WHERE i.id = p_installation;
  WITH untallied AS (
    DELETE FROM installation_tally WHERE installation_id = p_installation RETURNING manufacturer_id, distributor_id
  ), by_day AS (
    INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
    SELECT d.dimension, d.key, i.installation_date, -1, -COALESCE(i.rated_power_w, 0)
      FROM untallied u JOIN installation i ON i.id = p_installation
     CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(u.manufacturer_id, i.state, i.retailer_name) d
     WHERE u.distributor_id = 0
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

-- The tally rows made before for a manufacturer whose only serials in the installation are sandbox ones: removed,
-- with the monthly counts and (for the manufacturer's own row) the day tallies they added. A count still waiting in
-- a verification batch is added by the fold and taken away here: the sum is the recount either way.
WITH sandbox_serial AS (
  SELECT DISTINCT installation_id, manufacturer_id FROM product_serial
   WHERE installation_id IS NOT NULL AND serial_norm LIKE 'SANDBOX-%' AND upload_id IS NULL
), gone AS (
  DELETE FROM installation_tally t USING sandbox_serial s
   WHERE t.installation_id = s.installation_id AND t.manufacturer_id = s.manufacturer_id
     AND NOT EXISTS (SELECT 1 FROM product_serial r
                      WHERE r.installation_id = t.installation_id AND r.manufacturer_id = t.manufacturer_id
                        AND NOT (r.serial_norm LIKE 'SANDBOX-%' AND r.upload_id IS NULL)
                        AND (t.distributor_id = 0 OR r.distributor_id = t.distributor_id))
  RETURNING t.installation_id, t.manufacturer_id, t.distributor_id
), monthly AS (
  INSERT INTO installation_stats_delta (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
  SELECT g.manufacturer_id, g.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
         coalesce(nullif(upper(trim(i.state)), ''), 'NA'), -count(*), -coalesce(sum(i.rated_power_w), 0)
    FROM gone g JOIN installation i ON i.id = g.installation_id
   GROUP BY 1, 2, 3, 4, 5
)
INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
SELECT d.dimension, d.key, i.installation_date, -count(*), -coalesce(sum(i.rated_power_w), 0)
  FROM gone g JOIN installation i ON i.id = g.installation_id
 CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(g.manufacturer_id, i.state, i.retailer_name) d
 WHERE g.distributor_id = 0
 GROUP BY 1, 2, 3;
