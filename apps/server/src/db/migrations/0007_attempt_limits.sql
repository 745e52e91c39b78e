CREATE TABLE "attempt_counters" (
	"check_name" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_check_name_subject_pk" PRIMARY KEY("check_name","subject")
);
--> statement-breakpoint
DROP INDEX "otps_account_idx";--> statement-breakpoint
ALTER TABLE "otps" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "previous_password_hash" text;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "otps" SET "holder" = 'account:' || "account_id";--> statement-breakpoint
ALTER TABLE "otps" ALTER COLUMN "holder" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "otps_holder_idx" ON "otps" USING btree ("holder","purpose","created_at");