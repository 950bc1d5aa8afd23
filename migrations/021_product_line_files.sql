-- Product lines and warranties (document 000): warranty documents uploaded as files are kept by the
-- storage service; the key is stored beside the link the API serves them under (only to those allowed).
ALTER TABLE product_line ADD COLUMN logo_content_type text;
ALTER TABLE product_warranty ADD COLUMN component_warranty_file text;
ALTER TABLE product_warranty ADD COLUMN component_warranty_file_type text;
ALTER TABLE product_warranty ADD COLUMN performance_warranty_file text;
ALTER TABLE product_warranty ADD COLUMN performance_warranty_file_type text;
-- The product line search matches from the start of the name, case-insensitive.
CREATE INDEX product_line_name_idx ON product_line (manufacturer_id, lower(line_name) text_pattern_ops);
