-- Notifications (issue 26, docs/notifications.md): what each user is told and their choices per kind; the outbox
-- keeps an HTML part and the notification a mail tells of (unique: one mail per notification); users keep the
-- language they last used in the portal, for their e-mails.
CREATE TABLE "notification_preference" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"portal" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"payment_id" integer,
	"refund_id" integer,
	"shipment_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"in_portal" boolean DEFAULT true NOT NULL,
	"email_wanted" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "notification_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_order_id_mall_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","id" DESC NULLS LAST) WHERE "notification"."in_portal";--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id","id" DESC NULLS LAST) WHERE "notification"."in_portal" and "notification"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_email_idx" ON "notification" USING btree ("id") WHERE "notification"."email_wanted" and "notification"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dedupe_uq" ON "notification" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_order_idx" ON "notification" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_notification_uq" ON "mail_outbox" USING btree ("notification_id");