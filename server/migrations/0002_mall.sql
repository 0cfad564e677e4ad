CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "mall_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_content_doc" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ddc" boolean DEFAULT false NOT NULL,
	"source_platform" text,
	"source_item_id" text,
	"source_url" text,
	"source_name" text,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"cover_key" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"link" text,
	"name" text,
	"platform" text,
	"item_id" text,
	"expected_price" integer,
	"quantity" integer NOT NULL,
	"remarks" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"goods_id" integer,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"goods_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"spec_text" text NOT NULL,
	"spec_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_key" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"acceptance" text DEFAULT 'waiting' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"goods_total" integer NOT NULL,
	"deposit_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"remarks" text,
	"source" text NOT NULL,
	"idempotency_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attrs_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"spec_text" text NOT NULL,
	"price" integer NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"stock_hint" integer DEFAULT 0 NOT NULL,
	"image_key" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_sourcing_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"platform" text NOT NULL,
	"item_id" text,
	"url" text NOT NULL,
	"raw_input" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"goods_id" integer,
	"note" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_store" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text,
	"platform" text,
	"logo_key" text,
	"rating" integer DEFAULT 48 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cart" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "shop_cart" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_store_id_mall_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."mall_store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_category_id_mall_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods_image" ADD CONSTRAINT "mall_goods_image_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods_material" ADD CONSTRAINT "mall_goods_material_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_interest" ADD CONSTRAINT "mall_interest_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_event" ADD CONSTRAINT "mall_order_event_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_line" ADD CONSTRAINT "mall_order_line_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order" ADD CONSTRAINT "mall_order_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order" ADD CONSTRAINT "mall_order_store_id_mall_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."mall_store"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_sku" ADD CONSTRAINT "mall_sku_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_sourcing_request" ADD CONSTRAINT "mall_sourcing_request_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_category_pid_idx" ON "mall_category" USING btree ("pid","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_content_doc_label_uq" ON "mall_content_doc" USING btree ("label");--> statement-breakpoint
CREATE INDEX "mall_goods_category_idx" ON "mall_goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mall_goods_store_idx" ON "mall_goods" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "mall_goods_price_idx" ON "mall_goods" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "mall_goods_created_idx" ON "mall_goods" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_goods_source_uq" ON "mall_goods" USING btree ("source_platform","source_item_id");--> statement-breakpoint
CREATE INDEX "mall_goods_search_name_trgm" ON "mall_goods" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mall_goods_search_text_trgm" ON "mall_goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mall_goods_image_goods_idx" ON "mall_goods_image" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "mall_goods_material_goods_idx" ON "mall_goods_material" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "mall_interest_user_idx" ON "mall_interest" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_interest_status_idx" ON "mall_interest" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_order_event_order_idx" ON "mall_order_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_order_line_order_idx" ON "mall_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_no_uq" ON "mall_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_idem_uq" ON "mall_order" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mall_order_user_idx" ON "mall_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_order_status_idx" ON "mall_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_sku_goods_idx" ON "mall_sku" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "mall_sourcing_user_idx" ON "mall_sourcing_request" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_sourcing_status_idx" ON "mall_sourcing_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_user_sku_uq" ON "shop_cart" USING btree ("user_id","sku_id");