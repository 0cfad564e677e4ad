CREATE TABLE "sec_csp_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_uri" text,
	"blocked_uri" text,
	"directive" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fed_remote_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"version" text,
	"from_version" text,
	"detail" jsonb,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fed_load_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fed_remote_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"manifest_url" text NOT NULL,
	"storage_prefix" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"exposes" jsonb NOT NULL,
	"shared" jsonb NOT NULL,
	"router_imports" jsonb,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fed_remote" ADD COLUMN "canary_version" text;--> statement-breakpoint
ALTER TABLE "fed_remote" ADD COLUMN "canary_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fed_remote" ADD COLUMN "canary_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "sec_csp_report_created_idx" ON "sec_csp_report" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fed_remote_event_remote_idx" ON "fed_remote_event" USING btree ("remote","created_at");--> statement-breakpoint
CREATE INDEX "fed_load_failure_remote_idx" ON "fed_load_failure" USING btree ("remote","version","created_at");--> statement-breakpoint
CREATE INDEX "fed_load_failure_created_idx" ON "fed_load_failure" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fed_remote_version_uq" ON "fed_remote_version" USING btree ("remote","version");--> statement-breakpoint
CREATE INDEX "fed_remote_version_created_idx" ON "fed_remote_version" USING btree ("created_at");