DROP TABLE "ai_usage" CASCADE;--> statement-breakpoint
DROP TABLE "unlock_attempts" CASCADE;