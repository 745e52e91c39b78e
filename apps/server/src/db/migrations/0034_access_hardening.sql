ALTER TABLE "accounts" ADD COLUMN "previous_pin_hash" text;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "request_digest" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "administers_staff" boolean DEFAULT false NOT NULL;