CREATE TABLE "closure_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"reason_code" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"dp_id" text NOT NULL,
	"bo_id" text NOT NULL,
	"transfer_holdings" boolean NOT NULL,
	"target_dp_id" text DEFAULT '' NOT NULL,
	"target_client_id" text DEFAULT '' NOT NULL,
	"cmr_file_name" text DEFAULT '' NOT NULL,
	"cmr_pdf" "bytea",
	"language" text NOT NULL,
	"sign_mode" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_version" integer,
	"esign_txn_id" text,
	"tnc_lang" text DEFAULT '' NOT NULL,
	"otp_ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closure_requests" ADD CONSTRAINT "closure_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closure_requests_account_idx" ON "closure_requests" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closure_requests_open_key" ON "closure_requests" USING btree ("account_id") WHERE "closure_requests"."status" in ('DRAFT', 'SUBMITTED');--> statement-breakpoint
CREATE UNIQUE INDEX "closure_requests_esign_txn_key" ON "closure_requests" USING btree ("esign_txn_id");