-- Issue 27 (docs/services.md, "Decisions"): a push whose builds could not be published (503 publish_failed)
-- is built when its provider redelivers it with the same delivery id. The redelivery finds the builds of its
-- delivery here and queues again, as a new attempt, those whose current attempt the broker never took.

-- the webhook delivery that reserved the build (null: a trigger or a registration)
alter table build add column webhook_delivery_id varchar(200);
create index build_by_webhook_delivery on build (webhook_delivery_id) where webhook_delivery_id is not null;

-- when the gateway reported that this attempt's BuildRequested could not be published (null: it was, or
-- nobody said otherwise)
alter table build_attempt add column publish_failed_at timestamptz;
