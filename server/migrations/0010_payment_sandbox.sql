CREATE TABLE "payment_sandbox_trade" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"card_last4" text,
	"sms_code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_payment_intent" ADD COLUMN "sms_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_trade_out_uq" ON "payment_sandbox_trade" USING btree ("out_trade_no");