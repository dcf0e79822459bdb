CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "admin_source" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "username_key" text;--> statement-breakpoint
CREATE INDEX "request_limits_window_idx" ON "request_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "profiles_username_key_idx" ON "profiles" USING btree ("username_key");--> statement-breakpoint
-- Admins made before grants had a source: counted as ADMIN_EMAILS' (the start that no longer lists
-- them takes it back; `npm run admin -- grant` makes a lasting one). Username keys are filled in at
-- start (core/profiles.ts), where the look-alike table lives.
UPDATE "profiles" SET "admin_source" = 'list' WHERE "is_admin";
