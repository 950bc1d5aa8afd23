-- The Installation(verified) tab lists a scope's installations from installation_tally (migration 020), newest
-- first, instead of probing the serials of every installation: one index range per manufacturer (or supplier).
CREATE INDEX installation_tally_scope_idx ON installation_tally (manufacturer_id, distributor_id, installation_id DESC);
