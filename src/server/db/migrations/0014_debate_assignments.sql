CREATE TABLE "debate_assignment_work" (
	"assignment_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"side" text NOT NULL,
	"debate_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matter" integer,
	"manner" integer,
	"method" integer,
	"comment" text,
	"graded_at" timestamp with time zone,
	CONSTRAINT "debate_assignment_work_grade_check" CHECK (("debate_assignment_work"."matter" is null or "debate_assignment_work"."matter" between 0 and 10) and ("debate_assignment_work"."manner" is null or "debate_assignment_work"."manner" between 0 and 10) and ("debate_assignment_work"."method" is null or "debate_assignment_work"."method" between 0 and 10))
);
--> statement-breakpoint
CREATE TABLE "debate_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classroom_id" uuid NOT NULL,
	"motion" text NOT NULL,
	"side" text NOT NULL,
	"due_at" timestamp with time zone,
	"drill" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_assignments_side_check" CHECK ("debate_assignments"."side" in ('Government', 'Opposition', 'random'))
);
--> statement-breakpoint
ALTER TABLE "debate_assignment_work" ADD CONSTRAINT "debate_assignment_work_assignment_id_debate_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."debate_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_assignment_work" ADD CONSTRAINT "debate_assignment_work_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_assignment_work" ADD CONSTRAINT "debate_assignment_work_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_assignments" ADD CONSTRAINT "debate_assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debate_assignment_work_pair_idx" ON "debate_assignment_work" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debate_assignment_work_debate_idx" ON "debate_assignment_work" USING btree ("debate_id");--> statement-breakpoint
CREATE INDEX "debate_assignment_work_student_idx" ON "debate_assignment_work" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "debate_assignments_classroom_idx" ON "debate_assignments" USING btree ("classroom_id","created_at");