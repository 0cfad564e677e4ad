-- The staff dashboard (issue 27, docs/dashboard.md "The rollup"): the figures' daily rollup per day and buyer, kept by
-- the task dashboard.rollup (empty until its first run: the figures are read live meanwhile), and a partial index per
-- work card so each count reads only its queue.
CREATE TABLE "dashboard_day_goods" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"orders" integer NOT NULL,
	"name" text NOT NULL,
	"last_line_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_day" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"acceptance" text NOT NULL,
	"closed_from" text,
	"orders" integer NOT NULL,
	"goods_value" bigint NOT NULL,
	"accept_seconds" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"through" date,
	"seq" bigint NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_rollup_state_one_ck" CHECK ("dashboard_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "dashboard_day_goods_idx" ON "dashboard_day_goods" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "dashboard_day_idx" ON "dashboard_day" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "mall_order_awaiting_accept_idx" ON "mall_order" USING btree ("created_at","user_id") WHERE "mall_order"."status" = 'depositPending' and "mall_order"."acceptance" = 'waiting';--> statement-breakpoint
CREATE INDEX "mall_order_awaiting_stock_idx" ON "mall_order" USING btree ("user_id") WHERE "mall_order"."status" = 'awaitingStocking';--> statement-breakpoint
CREATE INDEX "mall_order_stock_expiring_idx" ON "mall_order" USING btree ("stock_return_at","user_id") WHERE "mall_order"."status" in ('finalPaymentPending', 'finalPaymentRejected') and "mall_order"."stock_returned_at" is null;--> statement-breakpoint
CREATE INDEX "mall_payment_review_queue_idx" ON "mall_payment" USING btree ("kind","user_id") WHERE "mall_payment"."status" in ('PENDING_REVIEW', 'RE_REVIEW');--> statement-breakpoint
-- 0020's indexes once more, for a database migrated to 0019 before 0020 existed: 0020's journal time is older than
-- 0019's, so drizzle's migrator, which applies only entries newer than the last one applied, skipped 0020 there.
CREATE INDEX IF NOT EXISTS "mall_order_event_accept_idx" ON "mall_order_event" USING btree ("order_id","created_at") WHERE "mall_order_event"."action" = 'accept';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mall_order_event_closed_idx" ON "mall_order_event" USING btree ("order_id","created_at","id","from_status") WHERE "mall_order_event"."to_status" = 'closed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mall_order_created_idx" ON "mall_order" USING btree ("created_at","status","acceptance","user_id","store_id","goods_total");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mall_payment_reviewed_idx" ON "mall_payment" USING btree ("created_at","user_id","reviewed_at") WHERE "mall_payment"."reviewed_by" is not null;
