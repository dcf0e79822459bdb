ALTER TABLE "classroom_lesson_progress" ADD COLUMN "quiz_correct" integer;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "quiz_total" integer;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "writing_score" integer;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "attempts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "attempt_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD COLUMN "reveal_answers" text DEFAULT 'after_submit' NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD COLUMN "lock_on_grade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_writing_score_check" CHECK ("classroom_lesson_progress"."writing_score" is null or ("classroom_lesson_progress"."writing_score" between 0 and 100));--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_reveal_check" CHECK ("classroom_lessons"."reveal_answers" in ('after_submit', 'after_due', 'after_grading', 'never'));--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_attempts_check" CHECK ("classroom_lessons"."max_attempts" is null or "classroom_lessons"."max_attempts" between 1 and 3);--> statement-breakpoint
-- Work turned in before attempts were counted was turned in once.
UPDATE "classroom_lesson_progress" SET "attempt_count" = 1 WHERE "completed";
