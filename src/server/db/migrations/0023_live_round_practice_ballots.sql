CREATE TABLE "live_round_practice_ballots" (
	"round_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"winner" text,
	"ranks" jsonb,
	"points" jsonb NOT NULL,
	"reply_points" jsonb NOT NULL,
	"reason" text NOT NULL,
	"low_point_win" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_round_practice_ballots_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_round_practice_ballots" ADD CONSTRAINT "live_round_practice_ballots_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_round_practice_ballots" ADD CONSTRAINT "live_round_practice_ballots_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_round_practice_ballots_user_idx" ON "live_round_practice_ballots" USING btree ("user_id");