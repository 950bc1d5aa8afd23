-- A product is modular (a battery system's unit model) while it has approved configurations. The verification's one
-- read takes the flag from the product row it already joins, so a plain request does no work for systems.
ALTER TABLE product ADD COLUMN modular boolean NOT NULL DEFAULT false;

CREATE FUNCTION product_modular_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product p SET modular = EXISTS (SELECT 1 FROM battery_configuration c WHERE c.bmu_product_id = p.id)
   WHERE p.id IN (SELECT bmu_product_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER battery_configuration_added AFTER INSERT ON battery_configuration
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_modular_follows();
CREATE TRIGGER battery_configuration_removed AFTER DELETE ON battery_configuration
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_modular_follows();

UPDATE product p SET modular = true WHERE EXISTS (SELECT 1 FROM battery_configuration c WHERE c.bmu_product_id = p.id);
