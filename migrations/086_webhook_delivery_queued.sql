-- Webhooks: a delivery is claimed (queued_on set) by whoever hands it to the job queue, so that the sweep of
-- deliveries whose process died between commit and queueing (never queued) and the normal path never both queue it.
ALTER TABLE webhook_delivery ADD COLUMN queued_on timestamptz;
-- Deliveries made before this column were queued by their request (or are long settled): the sweep leaves them alone.
UPDATE webhook_delivery SET queued_on = created_on;
-- The sweep runs every 30 seconds on every replica: it reads only the few never queued.
CREATE INDEX webhook_delivery_unqueued_idx ON webhook_delivery (created_on) WHERE queued_on IS NULL;
