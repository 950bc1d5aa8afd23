-- A release undoes every count its installation added (server.md section 2): the installation's own dimensions and
-- those naming a manufacturer come from the same key functions as the insert triggers (migration 080), so a count
-- added there is taken away here. Migration 085 listed 055's dimensions by hand and left city, state+retailer and the
-- manufacturer combinations counted.
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
  INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
  SELECT d.dimension, d.key, i.installation_date, -1, -COALESCE(i.rated_power_w, 0)
    FROM (SELECT DISTINCT manufacturer_id FROM product_serial WHERE installation_id = p_installation) m
    JOIN installation i ON i.id = p_installation
   CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(m.manufacturer_id, i.state, i.retailer_name) d;
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
