CREATE TABLE "mall_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consignee" text NOT NULL,
	"contact" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_payment_intent" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"provider_trade_no" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"qr_content" text,
	"sms_code_hash" text,
	"sms_sent_at" timestamp with time zone,
	"sms_attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"notified_at" timestamp with time zone,
	"notify_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"shipment_id" integer,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"opinion" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_refund_qty_ck" CHECK ("mall_refund"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_shipment_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "mall_shipment_item_qty_ck" CHECK ("mall_shipment_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"quantity" integer NOT NULL,
	"consignee" text NOT NULL,
	"contact" text NOT NULL,
	"address" text NOT NULL,
	"platform" text,
	"platform_order_no" text,
	"order_screenshot_key" text,
	"waybill_key" text,
	"logistics_company" text,
	"tracking_no" text,
	"remarks" text,
	"import_batch" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_shipment_qty_ck" CHECK ("mall_shipment"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_stock_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_stock_batch_qty_ck" CHECK ("mall_stock_batch"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "stocked_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "taken_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "shipped_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "frozen_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "refunded_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD COLUMN "returned_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "stocking_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "stocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "stock_return_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "stock_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "refund_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_payment" ADD COLUMN "quantities" jsonb;--> statement-breakpoint
ALTER TABLE "mall_payment" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "mall_payment" ADD COLUMN "card_masked" text;--> statement-breakpoint
ALTER TABLE "mall_address" ADD CONSTRAINT "mall_address_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_payment_intent" ADD CONSTRAINT "mall_payment_intent_payment_id_mall_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."mall_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund" ADD CONSTRAINT "mall_refund_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund" ADD CONSTRAINT "mall_refund_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund" ADD CONSTRAINT "mall_refund_order_line_id_mall_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."mall_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund" ADD CONSTRAINT "mall_refund_shipment_id_mall_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."mall_shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_shipment_item" ADD CONSTRAINT "mall_shipment_item_shipment_id_mall_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."mall_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_shipment_item" ADD CONSTRAINT "mall_shipment_item_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_shipment_item" ADD CONSTRAINT "mall_shipment_item_order_line_id_mall_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."mall_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_shipment" ADD CONSTRAINT "mall_shipment_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_stock_batch" ADD CONSTRAINT "mall_stock_batch_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_stock_batch" ADD CONSTRAINT "mall_stock_batch_order_line_id_mall_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."mall_order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_stock_batch" ADD CONSTRAINT "mall_stock_batch_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_address_user_idx" ON "mall_address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_payment_intent_trade_uq" ON "mall_payment_intent" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "mall_payment_intent_payment_idx" ON "mall_payment_intent" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refund_no_uq" ON "mall_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "mall_refund_user_idx" ON "mall_refund" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_refund_order_idx" ON "mall_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_refund_status_idx" ON "mall_refund" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_shipment_item_shipment_idx" ON "mall_shipment_item" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "mall_shipment_item_order_idx" ON "mall_shipment_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_shipment_no_uq" ON "mall_shipment" USING btree ("shipment_no");--> statement-breakpoint
CREATE INDEX "mall_shipment_user_idx" ON "mall_shipment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_shipment_status_idx" ON "mall_shipment" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_stock_batch_no_uq" ON "mall_stock_batch" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "mall_stock_batch_order_idx" ON "mall_stock_batch" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_stock_batch_user_idx" ON "mall_stock_batch" USING btree ("user_id","sku_id");--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD CONSTRAINT "mall_order_line_stock_ck" CHECK ("mall_order_line"."stocked_qty" >= 0 and "mall_order_line"."taken_qty" >= 0 and "mall_order_line"."taken_qty" <= "mall_order_line"."stocked_qty"
    and "mall_order_line"."shipped_qty" >= 0 and "mall_order_line"."frozen_qty" >= 0 and "mall_order_line"."refunded_qty" >= 0 and "mall_order_line"."returned_qty" >= 0
    and "mall_order_line"."shipped_qty" + "mall_order_line"."frozen_qty" + "mall_order_line"."refunded_qty" <= "mall_order_line"."taken_qty");