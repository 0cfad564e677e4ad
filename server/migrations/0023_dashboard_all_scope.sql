-- The staff dashboard for viewers of every buyer (issue 27, docs/dashboard.md "Every buyer"): the daily rollup without
-- the buyer, the accepted orders' value per month and store, buyer or goods, and the goods rollup by goods (the top
-- goods' names); for viewers scoped to some departments, the per-buyer rollup by buyer. Numbered 0023: 0022 is another
-- branch's (collect_token), and its journal time is after that one's.
CREATE TABLE "dashboard_all_day" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"acceptance" text NOT NULL,
	"closed_from" text,
	"orders" integer NOT NULL,
	"goods_value" bigint NOT NULL,
	"accept_seconds" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_value" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"key_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_all_day_idx" ON "dashboard_all_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "dashboard_month_value_idx" ON "dashboard_month_value" USING btree ("month","kind");--> statement-breakpoint
CREATE INDEX "dashboard_day_goods_user_idx" ON "dashboard_day_goods" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_day_goods_goods_idx" ON "dashboard_day_goods" USING btree ("goods_id","day","user_id");--> statement-breakpoint
CREATE INDEX "dashboard_day_user_idx" ON "dashboard_day" USING btree ("user_id","day");--> statement-breakpoint
-- The new tables start empty while the rollup's state says the days up to `through` are rolled up: forgetting the
-- state makes the figures live until the next run of dashboard.rollup, which then rebuilds every table.
DELETE FROM "dashboard_rollup_state";