CREATE TABLE "module_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"module_id" uuid,
	"reading" text NOT NULL,
	"writing_prompt" text,
	"allow_writing" boolean DEFAULT false NOT NULL,
	"allow_case_builder" boolean DEFAULT false NOT NULL,
	"case_builder_prompt" text,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_lessons_level_check" CHECK ("module_lessons"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "module_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"quiz_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"writing_response" text DEFAULT '' NOT NULL,
	"case_builder_answer" text DEFAULT '' NOT NULL,
	"feedback" text,
	"score" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_progress_score_check" CHECK ("module_progress"."score" is null or ("module_progress"."score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"module_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unlock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_unlocked_modules" (
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_unlocked_modules_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "module_lessons" ADD CONSTRAINT "module_lessons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_lessons" ADD CONSTRAINT "module_lessons_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_lesson_id_module_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."module_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_access_codes" ADD CONSTRAINT "one_time_access_codes_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_access_codes" ADD CONSTRAINT "one_time_access_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_access_codes" ADD CONSTRAINT "one_time_access_codes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlock_attempts" ADD CONSTRAINT "unlock_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_unlocked_modules" ADD CONSTRAINT "user_unlocked_modules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_unlocked_modules" ADD CONSTRAINT "user_unlocked_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_lessons_module_idx" ON "module_lessons" USING btree ("module_id","created_at");--> statement-breakpoint
CREATE INDEX "module_lessons_module_level_idx" ON "module_lessons" USING btree ("module_id","level");--> statement-breakpoint
CREATE INDEX "module_lessons_created_by_idx" ON "module_lessons" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "module_progress_user_module_lesson_idx" ON "module_progress" USING btree ("user_id","module_id","lesson_id");--> statement-breakpoint
CREATE INDEX "modules_updated_at_idx" ON "modules" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "modules_name_lower_idx" ON "modules" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "modules_created_by_idx" ON "modules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "modules_public_idx" ON "modules" USING btree ("is_public");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_access_codes_code_idx" ON "one_time_access_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "one_time_access_codes_module_idx" ON "one_time_access_codes" USING btree ("module_id","created_at");--> statement-breakpoint
CREATE INDEX "unlock_attempts_user_idx" ON "unlock_attempts" USING btree ("user_id","attempted_at");--> statement-breakpoint
CREATE INDEX "user_unlocked_modules_module_idx" ON "user_unlocked_modules" USING btree ("module_id");