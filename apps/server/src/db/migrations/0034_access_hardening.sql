ALTER TABLE "order_groups" ADD COLUMN "request_digest" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "administers_staff" boolean DEFAULT false NOT NULL;