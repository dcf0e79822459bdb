CREATE TABLE "ai_usage" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE TABLE "debate_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debate_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"user_id" text,
	"motion" text NOT NULL,
	"side" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"verdict" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drill_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"drill" text NOT NULL,
	"motion" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"overall" real NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motion_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"motion" text NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debate_messages" ADD CONSTRAINT "debate_messages_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_attempts" ADD CONSTRAINT "drill_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debate_messages_debate_idx" ON "debate_messages" USING btree ("debate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "debates_one_active_idx" ON "debates" USING btree ("subject") WHERE "debates"."status" = 'active';--> statement-breakpoint
CREATE INDEX "debates_subject_idx" ON "debates" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "drill_attempts_user_idx" ON "drill_attempts" USING btree ("user_id","drill","created_at");--> statement-breakpoint
CREATE INDEX "motion_history_subject_idx" ON "motion_history" USING btree ("subject","shown_at");