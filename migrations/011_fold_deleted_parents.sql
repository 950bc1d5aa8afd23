-- A model (or manufacturer) may be deleted once its serials are gone, possibly before the fold has
-- moved the deltas those deletions appended. Folding such a delta into product_stats broke its
-- foreign key, failed the whole fold, and every later fold with it: counts stopped folding for
-- every manufacturer. Deltas of a parent that no longer exists are now dropped (its count rows are
-- deleted with it anyway).
CREATE OR REPLACE FUNCTION fold_stats_deltas() RETURNS bigint LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM stats_delta RETURNING manufacturer_id, product_id, serials, installed, withdrawn, requests, failed
  ), by_manufacturer AS (
    INSERT INTO manufacturer_stats AS s (manufacturer_id, total_serials, installed, withdrawn, total_requests, failed)
    SELECT d.manufacturer_id, sum(serials), sum(installed), sum(withdrawn), sum(requests), sum(failed)
      FROM moved d JOIN manufacturer m ON m.id = d.manufacturer_id GROUP BY d.manufacturer_id ORDER BY d.manufacturer_id
    ON CONFLICT (manufacturer_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn, total_requests = s.total_requests + EXCLUDED.total_requests,
      failed = s.failed + EXCLUDED.failed
  ), by_product AS (
    INSERT INTO product_stats AS s (product_id, total_serials, installed, total_requests, failed)
    SELECT d.product_id, sum(serials), sum(installed), sum(requests), sum(failed)
      FROM moved d JOIN product p ON p.id = d.product_id GROUP BY d.product_id ORDER BY d.product_id
    ON CONFLICT (product_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      total_requests = s.total_requests + EXCLUDED.total_requests, failed = s.failed + EXCLUDED.failed
  )
  SELECT count(*) FROM moved;
$$;
