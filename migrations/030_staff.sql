-- Staff members (document 001 section 2, Staff): a designation on every account, and a soft delete
-- so that a deleted staff account keeps its uploads' history and its user name stays taken.
ALTER TABLE app_user ADD COLUMN designation text;
ALTER TABLE app_user ADD COLUMN deleted_at timestamptz;
-- The staff list of one manufacturer or one distributor.
CREATE INDEX app_user_staff_idx ON app_user (role, manufacturer_id, distributor_id) WHERE deleted_at IS NULL;
