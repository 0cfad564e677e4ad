ALTER TABLE "mall_shipment" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_shipment_idem_uq" ON "mall_shipment" USING btree ("user_id","idempotency_key");