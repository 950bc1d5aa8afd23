-- Serials that are not available are few: a listing filtered to recalled or ineligible serials, and the count of
-- available ones (the kept count less these), read this small index instead of every serial of the manufacturer.
CREATE INDEX product_serial_not_available_idx ON product_serial (manufacturer_id, id) WHERE status <> 'available';
