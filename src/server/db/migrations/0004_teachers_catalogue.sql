CREATE TABLE "lesson_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"folder_id" uuid,
	"reading" text NOT NULL,
	"writing_prompt" text,
	"allow_writing" boolean DEFAULT false NOT NULL,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_level_check" CHECK ("lessons"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "classroom_lesson_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"classroom_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"writing_response" text DEFAULT '' NOT NULL,
	"score" integer,
	"ai_feedback" text,
	"completed" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"teacher_feedback" text,
	"teacher_score" integer,
	"feedback_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_lesson_progress_score_check" CHECK ("classroom_lesson_progress"."score" is null or ("classroom_lesson_progress"."score" between 0 and 100)),
	CONSTRAINT "classroom_lesson_progress_teacher_score_check" CHECK ("classroom_lesson_progress"."teacher_score" is null or ("classroom_lesson_progress"."teacher_score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "classroom_lessons" (
	"classroom_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"due_at" timestamp with time zone,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_members" (
	"classroom_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_members_role_check" CHECK ("classroom_members"."role" in ('student'))
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"host_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "lessons_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "level_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "dominant_level" text GENERATED ALWAYS AS (case when lessons_count = 0 then null else (case round(level_sum::numeric / lessons_count) when 1 then 'beginner' when 2 then 'intermediate' else 'advanced' end) end) STORED;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "lesson_folders" ADD CONSTRAINT "lesson_folders_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_folder_id_lesson_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."lesson_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lesson_progress" ADD CONSTRAINT "classroom_lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_lessons" ADD CONSTRAINT "classroom_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_members" ADD CONSTRAINT "classroom_members_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_members" ADD CONSTRAINT "classroom_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_folders_owner_idx" ON "lesson_folders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lessons_owner_idx" ON "lessons" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lessons_folder_idx" ON "lessons" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_lesson_progress_idx" ON "classroom_lesson_progress" USING btree ("classroom_id","lesson_id","student_id");--> statement-breakpoint
CREATE INDEX "classroom_lesson_progress_student_idx" ON "classroom_lesson_progress" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_lessons_pair_idx" ON "classroom_lessons" USING btree ("classroom_id","lesson_id");--> statement-breakpoint
CREATE INDEX "classroom_lessons_lesson_idx" ON "classroom_lessons" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_members_pair_idx" ON "classroom_members" USING btree ("classroom_id","user_id");--> statement-breakpoint
CREATE INDEX "classroom_members_user_idx" ON "classroom_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_code_idx" ON "classrooms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classrooms_host_idx" ON "classrooms" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "modules_dominant_level_idx" ON "modules" USING btree ("dominant_level");--> statement-breakpoint
CREATE INDEX "modules_lessons_count_idx" ON "modules" USING btree ("lessons_count");
--> statement-breakpoint
-- Counts kept by the database itself, so no code path can forget them: every insert, delete, move
-- (module_id) or level change of a module lesson adjusts its old and new module. The weights are
-- LEVEL_WEIGHTS of src/shared/modules/rules.ts (beginner 1, intermediate 2, advanced 3).
CREATE FUNCTION module_lesson_weight(level text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE level WHEN 'beginner' THEN 1 WHEN 'intermediate' THEN 2 ELSE 3 END
$$;--> statement-breakpoint
CREATE FUNCTION module_lessons_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.module_id IS NOT NULL THEN
    UPDATE modules SET lessons_count = lessons_count - 1, level_sum = level_sum - module_lesson_weight(OLD.level)
    WHERE id = OLD.module_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.module_id IS NOT NULL THEN
    UPDATE modules SET lessons_count = lessons_count + 1, level_sum = level_sum + module_lesson_weight(NEW.level)
    WHERE id = NEW.module_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER module_lessons_counts AFTER INSERT OR DELETE OR UPDATE OF module_id, level ON module_lessons
  FOR EACH ROW EXECUTE FUNCTION module_lessons_keep_counts();--> statement-breakpoint
UPDATE modules m SET lessons_count = c.n, level_sum = c.w
FROM (SELECT module_id, count(*)::int AS n, sum(module_lesson_weight(level))::int AS w FROM module_lessons WHERE module_id IS NOT NULL GROUP BY module_id) c
WHERE c.module_id = m.id;
