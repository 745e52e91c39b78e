ALTER TABLE "mf_transactions" ADD COLUMN "stamp_duty_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "stamp_duty_paise" bigint;