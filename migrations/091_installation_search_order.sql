-- The /Installations search reads each kind newest first from its own index (a postcode, an accreditation code),
-- so a common postcode's page is read in order instead of sorted. The accreditation code's index still serves the
-- installers' data-pack count (migration 090).
DROP INDEX IF EXISTS installation_post_code_idx;
CREATE INDEX installation_post_code_idx ON installation (post_code, installation_date DESC, id DESC);
DROP INDEX IF EXISTS installation_installer_idx;
CREATE INDEX installation_installer_idx ON installation (installer_acc_code, installation_date DESC, id DESC);
