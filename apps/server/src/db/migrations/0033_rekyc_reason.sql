ALTER TABLE "accounts" ADD COLUMN "rekyc_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "kyc_updated_on" date;