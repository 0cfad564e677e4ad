ALTER TABLE "sys_role" ADD COLUMN "description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_store" ADD COLUMN "location_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;