CREATE TABLE "mall_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"exchange_rate" integer NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"remitter_name" text,
	"remitter_bank" text,
	"remitted_amount" bigint,
	"voucher_key" text,
	"remittance_key" text,
	"remarks" text,
	"failure_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_order" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_payment" ADD CONSTRAINT "mall_payment_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_payment" ADD CONSTRAINT "mall_payment_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_payment_serial_uq" ON "mall_payment" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "mall_payment_order_idx" ON "mall_payment" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_payment_user_idx" ON "mall_payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_payment_status_idx" ON "mall_payment" USING btree ("status","created_at");