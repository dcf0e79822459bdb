DROP INDEX "classroom_lesson_progress_idx";--> statement-breakpoint
DROP INDEX "classroom_lessons_pair_idx";--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "module_lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD COLUMN "item_id" uuid GENERATED ALWAYS AS (coalesce(lesson_id, module_lesson_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD COLUMN "module_lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD COLUMN "item_id" uuid GENERATED ALWAYS AS (coalesce(lesson_id, module_lesson_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_module_lesson_id_module_lessons_id_fk" FOREIGN KEY ("module_lesson_id") REFERENCES "public"."module_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_module_lesson_id_module_lessons_id_fk" FOREIGN KEY ("module_lesson_id") REFERENCES "public"."module_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_lesson_progress_module_lesson_idx" ON "classroom_lesson_progress" USING btree ("module_lesson_id");--> statement-breakpoint
CREATE INDEX "classroom_lessons_module_lesson_idx" ON "classroom_lessons" USING btree ("module_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_lesson_progress_idx" ON "classroom_lesson_progress" USING btree ("classroom_id","item_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_lessons_pair_idx" ON "classroom_lessons" USING btree ("classroom_id","item_id");--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_one_lesson_check" CHECK (num_nonnulls("classroom_lesson_progress"."lesson_id", "classroom_lesson_progress"."module_lesson_id") = 1);--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_one_lesson_check" CHECK (num_nonnulls("classroom_lessons"."lesson_id", "classroom_lessons"."module_lesson_id") = 1);