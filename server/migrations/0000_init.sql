CREATE TABLE "auth_account_lock" (
	"username" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"uuid" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"name" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dept_sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"label" text NOT NULL,
	"label_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" text NOT NULL,
	"dict_sort" integer DEFAULT 999 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_email_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"component_name" text,
	"component" text,
	"menu_sort" integer DEFAULT 999 NOT NULL,
	"icon" text,
	"path" text,
	"i_frame" boolean DEFAULT false NOT NULL,
	"cache" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"permission" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fed_remote" (
	"name" text PRIMARY KEY NOT NULL,
	"manifest_url" text NOT NULL,
	"version" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"level" integer DEFAULT 3 NOT NULL,
	"description" text,
	"data_scope" text DEFAULT 'self' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_roles_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_roles_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "shop_cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"specification" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer,
	"username" text NOT NULL,
	"nick_name" text NOT NULL,
	"email" text,
	"phone" text,
	"area_code" text,
	"gender" text,
	"avatar_name" text,
	"password_hash" text NOT NULL,
	"account_type" text DEFAULT 'staff' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pwd_reset_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_users_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_users_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "auth_token" ADD CONSTRAINT "auth_token_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_dict_detail" ADD CONSTRAINT "sys_dict_detail_dict_id_sys_dict_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."sys_dict"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_roles_menus" ADD CONSTRAINT "sys_roles_menus_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_roles_menus" ADD CONSTRAINT "sys_roles_menus_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart" ADD CONSTRAINT "shop_cart_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_roles" ADD CONSTRAINT "sys_users_roles_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_roles" ADD CONSTRAINT "sys_users_roles_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_token_hash_uq" ON "auth_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_token_user_idx" ON "auth_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_captcha_expires_idx" ON "auth_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_dict_detail_dict_idx" ON "sys_dict_detail" USING btree ("dict_id","dict_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_detail_value_uq" ON "sys_dict_detail" USING btree ("dict_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_name_uq" ON "sys_dict" USING btree ("name");--> statement-breakpoint
CREATE INDEX "auth_email_code_email_idx" ON "auth_email_code" USING btree ("email","scene","created_at");--> statement-breakpoint
CREATE INDEX "auth_login_failure_user_idx" ON "auth_login_failure" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "auth_login_failure_ip_idx" ON "auth_login_failure" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sys_menu_pid_idx" ON "sys_menu" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sys_roles_menus_menu_idx" ON "sys_roles_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "shop_cart_user_idx" ON "shop_cart" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_email_uq" ON "sys_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sys_users_roles_role_idx" ON "sys_users_roles" USING btree ("role_id");