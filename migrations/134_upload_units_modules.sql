-- An upload counts the battery systems' serials it saved: units (serials of a modular product, a BMU) and modules
-- (rows naming their unit, or serials of a module model). Written by the import's end with its other counts.
ALTER TABLE upload ADD COLUMN unit_count integer NOT NULL DEFAULT 0, ADD COLUMN module_count integer NOT NULL DEFAULT 0;
