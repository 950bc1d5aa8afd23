-- The premises' unit serial is a foreign key into product_serial: deleting a serial (an upload deleted, an import
-- removing the rows it could not link) checks that no premises claims it. Without an index that check read the whole
-- premises table once per deleted serial (an import removing 889,000 module rows ran for over ten minutes).
CREATE INDEX premises_system_unit_serial_idx ON premises_system (unit_serial_id);
