DROP INDEX "sys_user_username_uq";--> statement-breakpoint
DROP INDEX "sys_user_email_uq";--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "username_canonical" text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "email_canonical" text;--> statement-breakpoint
-- Names and addresses so far are ASCII (the registration rules), where this equals canonicalIdentity();
-- the server re-computes any other row in JavaScript at start-up (db/canonical-identities.ts).
UPDATE "sys_user" SET "username_canonical" = lower(btrim("username")), "email_canonical" = lower(btrim("email"));--> statement-breakpoint
ALTER TABLE "sys_user" ALTER COLUMN "username_canonical" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username_canonical");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_email_uq" ON "sys_user" USING btree ("email_canonical");
