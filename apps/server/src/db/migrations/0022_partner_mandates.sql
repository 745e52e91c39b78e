ALTER TABLE "bank_mandates" ADD COLUMN "partner_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "partner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "esign_txn_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD COLUMN "esigned_at" timestamp with time zone;