ALTER TABLE "provider_requests" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_requests" ADD COLUMN "ref_no" text;