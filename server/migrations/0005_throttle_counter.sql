CREATE TABLE "throttle_counter" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "throttle_counter_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "throttle_counter_window_idx" ON "throttle_counter" USING btree ("window_start");