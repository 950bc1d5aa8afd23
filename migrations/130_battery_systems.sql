-- Battery systems: a modular battery product is a battery management unit (BMU) model, the module models that fit
-- it and its approved configurations (module counts, each with its nominal and usable capacity and approval dates),
-- all from the CEC products sync. A module model carries its own capacity. A module serial may sit under its unit's
-- serial (parent_serial_id), or stand alone until it is linked.
CREATE TABLE battery_module_model (
  product_id  integer PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  nominal_kwh numeric NOT NULL CHECK (nominal_kwh > 0),
  usable_kwh  numeric NOT NULL CHECK (usable_kwh > 0 AND usable_kwh <= nominal_kwh)
);

CREATE TABLE battery_module_fit (
  bmu_product_id    integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  module_product_id integer NOT NULL REFERENCES battery_module_model(product_id) ON DELETE CASCADE,
  PRIMARY KEY (bmu_product_id, module_product_id),
  CHECK (bmu_product_id <> module_product_id)
);
CREATE INDEX battery_module_fit_module_idx ON battery_module_fit (module_product_id);

CREATE TABLE battery_configuration (
  bmu_product_id integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  module_count   integer NOT NULL CHECK (module_count BETWEEN 1 AND 500),
  nominal_kwh    numeric NOT NULL CHECK (nominal_kwh > 0),
  usable_kwh     numeric NOT NULL CHECK (usable_kwh > 0 AND usable_kwh <= nominal_kwh),
  approved_date  date,
  expiry_date    date,
  PRIMARY KEY (bmu_product_id, module_count)
);

ALTER TABLE product_serial ADD COLUMN parent_serial_id bigint REFERENCES product_serial(id);
CREATE INDEX product_serial_parent_idx ON product_serial (parent_serial_id) WHERE parent_serial_id IS NOT NULL;
