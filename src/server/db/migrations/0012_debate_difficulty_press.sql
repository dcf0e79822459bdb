ALTER TABLE "debates" ADD COLUMN "difficulty" text DEFAULT 'intermediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "debates" ADD COLUMN "press" text;