CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_after") WHERE "jobs"."status" in ('PENDING', 'WAITING', 'RUNNING');--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("queue","finished_at") WHERE "jobs"."status" = 'DEAD';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload", "status", "run_after", "attempts", "last_error", "created_at", "finished_at")
SELECT 'allotment', "order_id"::text, jsonb_build_object('orderId', "order_id"),
       CASE "status" WHEN 'FAILED' THEN 'DEAD' WHEN 'RUNNING' THEN 'PENDING' ELSE "status" END,
       "run_after", "attempts", "last_error", "created_at", "done_at"
FROM "allotment_jobs";--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload", "status", "run_after", "attempts", "last_error", "created_at", "finished_at")
SELECT 'sell', "order_id" || ':' || "kind", jsonb_build_object('orderId', "order_id", 'kind', "kind"),
       CASE "status" WHEN 'FAILED' THEN 'DEAD' WHEN 'RUNNING' THEN 'PENDING' ELSE "status" END,
       "run_after", "attempts", "last_error", "created_at", "done_at"
FROM "sell_jobs";--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload", "status", "run_after", "attempts", "last_error", "created_at")
SELECT 'plan-installment', "id"::text, jsonb_build_object('installmentId', "id"), 'PENDING',
       "run_after", "attempts", "reason", "created_at"
FROM "plan_installments" WHERE "status" IN ('PENDING', 'RUNNING');--> statement-breakpoint
UPDATE "plan_installments" SET "status" = 'PENDING' WHERE "status" = 'RUNNING';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "payload", "status", "run_after", "attempts", "last_error", "created_at")
SELECT 'outbox', "id"::text, jsonb_build_object('messageId', "id"), 'PENDING',
       now(), "attempts", "last_error", "created_at"
FROM "outbox" WHERE "status" = 'PENDING';--> statement-breakpoint
DROP TABLE "allotment_jobs" CASCADE;--> statement-breakpoint
DROP TABLE "sell_jobs" CASCADE;--> statement-breakpoint
DROP INDEX "plan_installments_due_idx";--> statement-breakpoint
ALTER TABLE "plan_installments" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "plan_installments" DROP COLUMN "run_after";
