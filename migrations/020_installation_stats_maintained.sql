-- Installations per month and state kept up to date by every real installation (server.md section 2:
-- counts that never scan serials). Until now installation_stats was written only by the data generator.
--
-- An installation counts once for a manufacturer when the first of its serials is installed there, and
-- once for a supplier when the first serial that supplier uploaded is installed there (a supplier sees
-- only what its own account uploaded). installation_tally remembers which (installation, manufacturer,
-- supplier) pairs are counted (supplier 0: the manufacturer's own count), so a later batch adding serials
-- to the same installation counts nothing twice, and its primary key settles two batches racing.
-- Counts are appended to installation_stats_delta (no hot row shared between concurrent verifications)
-- and folded by fold_installation_stats_deltas(); readers use installation_stats_now, exact at once.

CREATE TABLE installation_tally (
  installation_id  integer NOT NULL,
  manufacturer_id  integer NOT NULL,
  distributor_id   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (installation_id, manufacturer_id, distributor_id)
);

CREATE TABLE supplier_installation_stats (
  manufacturer_id     integer NOT NULL REFERENCES manufacturer(id) ON DELETE CASCADE,
  distributor_id      integer NOT NULL REFERENCES distributor(id) ON DELETE CASCADE,
  year                smallint NOT NULL,
  month               smallint NOT NULL,
  state               text NOT NULL,
  total_installation  bigint NOT NULL DEFAULT 0,
  total_power_w       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (manufacturer_id, distributor_id, year, month, state)
);

CREATE TABLE installation_stats_delta (
  id                  bigserial PRIMARY KEY,
  manufacturer_id     integer NOT NULL,
  distributor_id      integer NOT NULL DEFAULT 0,
  year                smallint NOT NULL,
  month               smallint NOT NULL,
  state               text NOT NULL,
  total_installation  bigint NOT NULL DEFAULT 0,
  total_power_w       bigint NOT NULL DEFAULT 0
);
CREATE INDEX installation_stats_delta_scope_idx ON installation_stats_delta (manufacturer_id, distributor_id, year);

-- Fires only for the serials a statement installs (a few per verification batch), never for ledger or
-- withdrawal updates. The installation row may be created by the same statement: AFTER triggers see it.
CREATE FUNCTION installation_tally_serial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

CREATE TRIGGER product_serial_installation_tally AFTER UPDATE OF installation_id ON product_serial
  FOR EACH ROW WHEN (NEW.installation_id IS NOT NULL AND OLD.installation_id IS DISTINCT FROM NEW.installation_id)
  EXECUTE FUNCTION installation_tally_serial();

CREATE VIEW installation_stats_now AS
SELECT manufacturer_id, distributor_id, year, month, state,
       sum(total_installation)::bigint AS total_installation, sum(total_power_w)::bigint AS total_power_w
  FROM (SELECT manufacturer_id, 0 AS distributor_id, year, month, state, total_installation, total_power_w FROM installation_stats
        UNION ALL
        SELECT manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w FROM supplier_installation_stats
        UNION ALL
        SELECT manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w FROM installation_stats_delta) x
 GROUP BY manufacturer_id, distributor_id, year, month, state;

-- Moves the pending deltas into the two count tables in one statement (rows in key order; deltas of a
-- manufacturer or supplier deleted meanwhile are dropped with it).
CREATE FUNCTION fold_installation_stats_deltas() RETURNS bigint LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM installation_stats_delta
    RETURNING manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w
  ), summed AS (
    SELECT d.manufacturer_id, d.distributor_id, d.year, d.month, d.state,
           sum(d.total_installation) AS total_installation, sum(d.total_power_w) AS total_power_w
      FROM moved d JOIN manufacturer m ON m.id = d.manufacturer_id
     WHERE d.distributor_id = 0 OR EXISTS (SELECT 1 FROM distributor x WHERE x.id = d.distributor_id)
     GROUP BY 1, 2, 3, 4, 5
  ), own AS (
    INSERT INTO installation_stats AS s (manufacturer_id, year, month, state, total_installation, total_power_w)
    SELECT manufacturer_id, year, month, state, total_installation, total_power_w FROM summed
     WHERE distributor_id = 0 ORDER BY manufacturer_id, year, month, state
    ON CONFLICT (manufacturer_id, year, month, state) DO UPDATE SET
      total_installation = s.total_installation + EXCLUDED.total_installation, total_power_w = s.total_power_w + EXCLUDED.total_power_w
  ), supplied AS (
    INSERT INTO supplier_installation_stats AS s (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
    SELECT manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w FROM summed
     WHERE distributor_id <> 0 ORDER BY manufacturer_id, distributor_id, year, month, state
    ON CONFLICT (manufacturer_id, distributor_id, year, month, state) DO UPDATE SET
      total_installation = s.total_installation + EXCLUDED.total_installation, total_power_w = s.total_power_w + EXCLUDED.total_power_w
  )
  SELECT count(*) FROM moved;
$$;

-- Installations made before this migration: remember their pairs, and recount both tables from them
-- (the generator's rows counted the same pairs, so its figures are kept as they were).
INSERT INTO installation_tally (installation_id, manufacturer_id, distributor_id)
SELECT DISTINCT installation_id, manufacturer_id, 0 FROM product_serial WHERE installation_id IS NOT NULL
UNION
SELECT DISTINCT installation_id, manufacturer_id, distributor_id FROM product_serial
 WHERE installation_id IS NOT NULL AND distributor_id IS NOT NULL;

INSERT INTO supplier_installation_stats (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
SELECT t.manufacturer_id, t.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
       coalesce(nullif(upper(trim(i.state)), ''), 'NA'), count(*), coalesce(sum(i.rated_power_w), 0)
  FROM installation_tally t JOIN installation i ON i.id = t.installation_id
 WHERE t.distributor_id <> 0
 GROUP BY 1, 2, 3, 4, 5;

INSERT INTO installation_stats (manufacturer_id, year, month, state, total_installation, total_power_w)
SELECT t.manufacturer_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
       coalesce(nullif(upper(trim(i.state)), ''), 'NA'), count(*), coalesce(sum(i.rated_power_w), 0)
  FROM installation_tally t JOIN installation i ON i.id = t.installation_id
 WHERE t.distributor_id = 0
   AND NOT EXISTS (SELECT 1 FROM installation_stats s WHERE s.manufacturer_id = t.manufacturer_id)
 GROUP BY 1, 2, 3, 4
ON CONFLICT (manufacturer_id, year, month, state) DO NOTHING;
