-- A serial's status moves out of product_serial into its own narrow table, holding only the serials that are not
-- available (no row: available). A recall of a million serials rewrote a million product_serial rows, each a new
-- tuple in all of its indexes (13, never HOT) and through the counts' statement triggers: the bare UPDATE alone took
-- most of a minute. Here the same change is an insert into a table with two small indexes, and it fires no count.
-- No foreign keys, as for recall_serial and serial_status_change (migration 140): the rows come from serials the
-- statement has just read and locked. product_serial rows are deleted only by an import undoing rows it stored in
-- the same transaction, which never have a status.
CREATE TABLE serial_status (
  product_serial_id  bigint PRIMARY KEY,
  manufacturer_id    integer NOT NULL,
  status             text NOT NULL CHECK (status IN ('recalled', 'ineligible')),
  recall_id          integer
);
-- A manufacturer's serials that are not available, in the listings' order (recalled or ineligible pages, and the
-- count of available ones: the kept count less these).
CREATE INDEX serial_status_manufacturer_idx ON serial_status (manufacturer_id, product_serial_id DESC);

INSERT INTO serial_status (product_serial_id, manufacturer_id, status, recall_id)
SELECT id, manufacturer_id, status, recall_id FROM product_serial WHERE status <> 'available';

DROP INDEX product_serial_not_available_idx;
ALTER TABLE product_serial DROP COLUMN status, DROP COLUMN recall_id;
