ALTER TABLE "classroom_lesson_progress" ADD COLUMN "attempt_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Work turned in before attempts were counted was turned in once.
UPDATE "classroom_lesson_progress" SET "attempt_count" = 1 WHERE "completed";