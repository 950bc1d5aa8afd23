-- An upload counts the battery systems' serials it saved: units (serials of a modular product, a BMU) and modules
-- (rows naming their unit, or serials of a module model). Written by the import's end with its other counts.
ALTER TABLE upload ADD COLUMN unit_count integer NOT NULL DEFAULT 0, ADD COLUMN module_count integer NOT NULL DEFAULT 0;

-- Uploads stored before: their serials of a modular model are units, their serials of a module model modules (a module
-- links only where its model fits its unit). Loose modules another upload linked stay counted where they were uploaded.
WITH counts AS (
  SELECT s.upload_id, count(*) FILTER (WHERE p.modular) AS units, count(*) FILTER (WHERE NOT p.modular) AS modules
    FROM product_serial s JOIN product p ON p.id = s.product_id
   WHERE s.upload_id IS NOT NULL
     AND (p.modular OR EXISTS (SELECT 1 FROM battery_module_model m WHERE m.product_id = p.id))
   GROUP BY s.upload_id)
UPDATE upload u SET unit_count = c.units, module_count = c.modules FROM counts c WHERE u.id = c.upload_id;
