CREATE TABLE "sys_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"job_sort" integer DEFAULT 999 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_roles_depts" (
	"role_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	CONSTRAINT "sys_roles_depts_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_users_jobs" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	CONSTRAINT "sys_users_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "sys_roles_depts" ADD CONSTRAINT "sys_roles_depts_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_roles_depts" ADD CONSTRAINT "sys_roles_depts_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_jobs" ADD CONSTRAINT "sys_users_jobs_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_jobs" ADD CONSTRAINT "sys_users_jobs_job_id_sys_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sys_job"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_name_uq" ON "sys_job" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sys_roles_depts_dept_idx" ON "sys_roles_depts" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_users_jobs_job_idx" ON "sys_users_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "sys_dept_pid_idx" ON "sys_dept" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_sibling_name_uq" ON "sys_dept" USING btree (coalesce("pid", 0),"name");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
ALTER TABLE "sys_role" ADD CONSTRAINT "sys_role_data_scope_ck" CHECK ("sys_role"."data_scope" in ('all', 'dept', 'custom', 'self'));