-- The collection extension's connections (issue 29, docs/collect-extension.md): a buyer's tokens, kept as their sha-256.
-- Numbered 0022: the dashboard's 0021 was made at the same time (numbers reconciled at merge).
CREATE TABLE "collect_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "collect_token" ADD CONSTRAINT "collect_token_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collect_token_hash_uq" ON "collect_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "collect_token_user_idx" ON "collect_token" USING btree ("user_id","id" DESC NULLS LAST) WHERE "collect_token"."revoked_at" is null;