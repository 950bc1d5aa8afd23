-- A request for a serial that is not stored still names a model of a brand: its log belongs to that model, so that a
-- model's Failed count and Serial Failed tab hold what the manufacturer's dashboard holds of it. The verification
-- writes it so from now on; the logs written before gain their model here. The update trigger of the counts moves the
-- unresolved failed ones from the manufacturer's no-model row to the model; the requests are added to the model below.
-- Batches not folded yet are folded first, so that the fold never counts a moved log a second time.
SELECT fold_batch_counts(true);

ALTER TABLE product_log DISABLE TRIGGER product_log_references_update;

WITH moved AS (
  UPDATE product_log l SET product_id = p.id
    FROM manufacturer m JOIN product p ON p.brand_id = m.brand_id
   WHERE l.product_id IS NULL AND l.manufacturer_id = m.id AND l.requested_model IS NOT NULL
     AND p.model = l.requested_model::citext
  RETURNING l.product_id
)
INSERT INTO stats_delta (product_id, requests)
SELECT product_id, count(*) FROM moved GROUP BY product_id;

ALTER TABLE product_log ENABLE TRIGGER product_log_references_update;
