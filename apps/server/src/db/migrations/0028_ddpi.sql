CREATE TABLE "ddpi_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'CONSENT' NOT NULL,
	"consented_at" timestamp with time zone,
	"amount_paise" bigint NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"merchant_ref" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"vpa" text DEFAULT '' NOT NULL,
	"payment_status" text DEFAULT '' NOT NULL,
	"payment_reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"esign_txn_id" text DEFAULT '' NOT NULL,
	"tnc_lang" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ddpi_requests" ADD CONSTRAINT "ddpi_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ddpi_requests_open_key" ON "ddpi_requests" USING btree ("account_id") WHERE "ddpi_requests"."status" <> 'DONE';--> statement-breakpoint
CREATE INDEX "ddpi_requests_account_idx" ON "ddpi_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ddpi_requests_merchant_idx" ON "ddpi_requests" USING btree ("merchant_ref");--> statement-breakpoint
CREATE INDEX "ddpi_requests_esign_idx" ON "ddpi_requests" USING btree ("esign_txn_id");