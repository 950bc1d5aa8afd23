-- One battery system per premises. An installation carries its site's NMI (National Metering Identifier with its
-- checksum digit; installations recorded before it was required have none). premises_system holds the battery system
-- verified at each NMI: its unit, the installation that last claimed it (the first, or the latest upgrade) and its
-- configuration then. The primary key on the NMI decides between two installations racing for one premises: the
-- second insert waits for the first transaction and fails when it commits.
ALTER TABLE installation ADD COLUMN nmi text;
CREATE INDEX installation_nmi_idx ON installation (nmi) WHERE nmi IS NOT NULL;

CREATE TABLE premises_system (
  nmi             text PRIMARY KEY CHECK (nmi ~ '^[A-HJ-NP-Z0-9]{10}[0-9]$'),
  unit_serial_id  bigint NOT NULL REFERENCES product_serial(id),
  installation_id integer NOT NULL REFERENCES installation(id),
  module_count    integer NOT NULL CHECK (module_count >= 0),
  nominal_kwh     numeric NOT NULL,
  usable_kwh      numeric NOT NULL,
  claimed_on      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX premises_system_installation_idx ON premises_system (installation_id);

-- A released installation no longer claims its premises: the site may be claimed again.
CREATE FUNCTION premises_follow_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM premises_system WHERE installation_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER installation_released_frees_premises AFTER UPDATE OF released_on ON installation
  FOR EACH ROW WHEN (NEW.released_on IS NOT NULL AND OLD.released_on IS NULL) EXECUTE FUNCTION premises_follow_release();
