-- The administrators' registry (document 002, sections 2.6-2.10, 2.17; server.md sections 7 and 10):
-- change requests, the audit log's listing indexes, and installers' request counts kept as logs arrive.

-- A proposal to change the reference data: most often, link a supplier to a manufacturer.
CREATE TABLE change_request (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  description      text,
  manufacturer_id  integer NOT NULL REFERENCES manufacturer(id),
  distributor_id   integer NOT NULL REFERENCES distributor(id),
  start_date       date NOT NULL,
  end_date         date,
  created_by       integer NOT NULL REFERENCES app_user(id),
  assignee_ids     integer[] NOT NULL DEFAULT '{}',
  status           text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  review_approved  boolean NOT NULL DEFAULT false,
  approved_by      integer REFERENCES app_user(id),
  is_merged        boolean NOT NULL DEFAULT false,
  merged_by        integer REFERENCES app_user(id),
  closed_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX change_request_status_idx ON change_request (status, id DESC);

CREATE TABLE change_request_comment (
  id                 serial PRIMARY KEY,
  change_request_id  integer NOT NULL REFERENCES change_request(id) ON DELETE CASCADE,
  user_id            integer NOT NULL REFERENCES app_user(id),
  body               text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_request_comment_request_idx ON change_request_comment (change_request_id, id);

-- The audit log's screen filters by date, user, action and entity, newest first.
CREATE INDEX audit_log_time_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

-- Installers' requests and failures, counted per statement as the verification API writes its logs.
CREATE FUNCTION installer_log_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE installer i SET total_request = i.total_request + c.requests, total_failed = i.total_failed + c.failed
    FROM (SELECT inst.installer_acc_code AS acc_code, count(*)::int AS requests,
                 count(*) FILTER (WHERE n.status = 0)::int AS failed
            FROM new_rows n JOIN installation inst ON inst.id = n.installation_id
           WHERE inst.installer_acc_code IS NOT NULL
           GROUP BY 1 ORDER BY 1) c
   WHERE i.acc_code = c.acc_code;
  RETURN NULL;
END $$;

CREATE TRIGGER product_log_installer_counts AFTER INSERT ON product_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION installer_log_counts();

CREATE INDEX installer_updated_idx ON installer (updated_on DESC);
CREATE INDEX installer_search_idx ON installer (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) text_pattern_ops);

-- A supplier's identifiers in the verification-service registry (document 002, section 2.8).
ALTER TABLE distributor ADD COLUMN internal_code text, ADD COLUMN signing_key text;
CREATE INDEX distributor_manufacturer_distributor_idx ON distributor_manufacturer (distributor_id);
