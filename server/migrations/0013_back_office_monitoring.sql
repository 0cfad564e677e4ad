CREATE TABLE "sys_backup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"table_count" integer NOT NULL,
	"row_count" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"log_type" text NOT NULL,
	"user_id" integer,
	"username" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"url" text NOT NULL,
	"params" jsonb,
	"ip" text,
	"browser" text,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"error_message" text,
	"stack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_local_storage" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"suffix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_task_setting" (
	"name" text PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_backup_key_uq" ON "sys_backup" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_backup_created_idx" ON "sys_backup" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_log_created_idx" ON "sys_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_log_type_created_idx" ON "sys_log" USING btree ("log_type","created_at");--> statement-breakpoint
CREATE INDEX "sys_log_user_idx" ON "sys_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_local_storage_key_uq" ON "sys_local_storage" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_local_storage_created_idx" ON "sys_local_storage" USING btree ("created_at");