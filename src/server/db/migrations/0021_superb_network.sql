CREATE TABLE "live_round_ballots" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"judge_id" text NOT NULL,
	"winner" text,
	"ranks" jsonb,
	"points" jsonb NOT NULL,
	"reply_points" jsonb NOT NULL,
	"reason" text NOT NULL,
	"low_point_win" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_round_notes" (
	"round_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classroom_id" uuid NOT NULL,
	"motion" text NOT NULL,
	"format" text NOT NULL,
	"prep_seconds" integer NOT NULL,
	"positions" jsonb NOT NULL,
	"reply_speakers" jsonb NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"speech_index" integer DEFAULT -1 NOT NULL,
	"running_since" timestamp with time zone,
	"elapsed_before_ms" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"poi_offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poi_taken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rounds_phase_check" CHECK ("live_rounds"."phase" in ('waiting', 'prep', 'speech', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "live_round_ballots" ADD CONSTRAINT "live_round_ballots_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_round_ballots" ADD CONSTRAINT "live_round_ballots_judge_id_user_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_round_notes" ADD CONSTRAINT "live_round_notes_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_round_notes" ADD CONSTRAINT "live_round_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_round_notes_key_idx" ON "live_round_notes" USING btree ("round_id","user_id","key");--> statement-breakpoint
CREATE INDEX "live_rounds_classroom_idx" ON "live_rounds" USING btree ("classroom_id","created_at");