-- The staff dashboard (issue 27, docs/dashboard.md "Speed"): a period's orders read from one index, and the one accept
-- and closing event of each order without the rest of its timeline; the payments reviewed by staff over a period.
CREATE INDEX "mall_order_event_accept_idx" ON "mall_order_event" USING btree ("order_id","created_at") WHERE "mall_order_event"."action" = 'accept';--> statement-breakpoint
CREATE INDEX "mall_order_event_closed_idx" ON "mall_order_event" USING btree ("order_id","created_at","id","from_status") WHERE "mall_order_event"."to_status" = 'closed';--> statement-breakpoint
CREATE INDEX "mall_order_created_idx" ON "mall_order" USING btree ("created_at","status","acceptance","user_id","store_id","goods_total");--> statement-breakpoint
CREATE INDEX "mall_payment_reviewed_idx" ON "mall_payment" USING btree ("created_at","user_id","reviewed_at") WHERE "mall_payment"."reviewed_by" is not null;