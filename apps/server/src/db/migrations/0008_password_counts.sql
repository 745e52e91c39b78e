INSERT INTO "attempt_counters" ("check_name", "subject", "failures", "window_started_at")
SELECT 'PASSWORD', 'account:' || "id", GREATEST("failed_attempts", CASE WHEN "blocked" THEN 4 ELSE 0 END), now()
FROM "accounts" WHERE "failed_attempts" > 0 OR "blocked";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "blocked";