-- Two indexes fewer on product_serial. (manufacturer_id, id DESC) and (product_id, state) served
-- only the guards that keep a manufacturer or a model from being deleted while serials refer to
-- it; every serial an import stores and every serial an installation marks paid for both (COPY of
-- 1 M serials into product_serial: 85-86 k rows/s with them, 118-119 k without, same run).
-- The guards now ask the maintained serial counts instead, as the model's log guard of migration
-- 009 does: product_serial_stats counts every insert, move and delete of a serial in the same
-- transaction, and the *_stats_now views add the deltas not yet folded, so the answer is exact.
-- A serial being stored by a transaction still open holds its manufacturer and model FOR KEY SHARE
-- (migration 006), so a delete waits for it and then sees its count, as it saw its row before.

DROP TRIGGER manufacturer_serials_guard ON manufacturer;
CREATE TRIGGER manufacturer_serials_guard BEFORE DELETE OR UPDATE OF id ON manufacturer FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced(
    'SELECT coalesce((SELECT total_serials > 0 FROM manufacturer_stats_now WHERE manufacturer_id = $1), false)', 'serials');

DROP TRIGGER product_serials_guard ON product;
CREATE TRIGGER product_serials_guard BEFORE DELETE OR UPDATE OF id ON product FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced(
    'SELECT coalesce((SELECT total_serials > 0 FROM product_stats_now WHERE product_id = $1), false)', 'serials');

DROP INDEX product_serial_manufacturer_idx;
DROP INDEX product_serial_product_idx;
