CREATE TABLE "generated_material" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"motion" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generated_material_subject_idx" ON "generated_material" USING btree ("subject","id");