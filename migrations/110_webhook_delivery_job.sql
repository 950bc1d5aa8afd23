-- Webhooks: the job that carries a delivery, so that the sweep finds a pending delivery whose job is gone (its process
-- died mid-attempt and the job expired, or its retries ran out on expiries) and queues it again with the attempts left.
ALTER TABLE webhook_delivery ADD COLUMN job_id uuid;
-- The sweep reads only pending deliveries already queued.
CREATE INDEX webhook_delivery_pending_queued_idx ON webhook_delivery (queued_on) WHERE status = 'pending' AND queued_on IS NOT NULL;
