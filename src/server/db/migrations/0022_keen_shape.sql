ALTER TABLE "live_rounds" ADD COLUMN "prep_team" text;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "prep_used_ms" jsonb DEFAULT '{}'::jsonb NOT NULL;