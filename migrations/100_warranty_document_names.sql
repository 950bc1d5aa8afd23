-- Warranty documents keep the name they were uploaded under, so that a download carries it (the stored
-- key stays an unguessable UUID).
ALTER TABLE product_warranty ADD COLUMN component_warranty_file_name text;
ALTER TABLE product_warranty ADD COLUMN performance_warranty_file_name text;
