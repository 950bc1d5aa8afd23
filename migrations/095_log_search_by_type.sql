-- The console's log search with a request type (DESIGN.md's 100 ms at 50 M logs): the requester
-- and app indexes hold the type before the time, so "Installation logs of requester X" is one index range
-- newest first instead of a visit to every log of X to read its type; a search without a type reads one
-- range per type and merges them. The older requester-prefix index led with the same key: the new one serves
-- the search's loose scan of names, so it goes (one index fewer for every verification to write).
DROP INDEX IF EXISTS product_log_requester_time_idx;
CREATE INDEX product_log_requester_time_idx ON product_log (lower(requester_name) text_pattern_ops, requester_type, requested_time DESC, id DESC);
DROP INDEX IF EXISTS product_log_requester_prefix_idx;
DROP INDEX IF EXISTS product_log_app_time_idx;
CREATE INDEX product_log_app_time_idx ON product_log (lower(requester_app_name), requester_type, requested_time DESC, id DESC);
