ALTER TABLE "classroom_lesson_progress" ADD COLUMN "returns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "debate_assignment_work" ADD COLUMN "returns" jsonb DEFAULT '[]'::jsonb NOT NULL;