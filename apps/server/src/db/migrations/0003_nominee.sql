CREATE TABLE "nominee_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"preference" text DEFAULT 'NA' NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominee_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"nominee_no" integer NOT NULL,
	"f_name" text DEFAULT '' NOT NULL,
	"m_name" text DEFAULT '' NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"dob" date,
	"relation" text DEFAULT '' NOT NULL,
	"relation_other" text DEFAULT '' NOT NULL,
	"id_type" text DEFAULT '' NOT NULL,
	"id_no" text DEFAULT '' NOT NULL,
	"isd" text DEFAULT '91' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"details_saved" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"guardian" jsonb,
	"guardian_address" jsonb,
	"share_percent" integer
);
--> statement-breakpoint
CREATE TABLE "nominee_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"screen_no" text NOT NULL,
	"nomi_num" integer DEFAULT 0 NOT NULL,
	"total_nomi" integer DEFAULT 0 NOT NULL,
	"is_from_transact" boolean DEFAULT false NOT NULL,
	"preference" text DEFAULT '' NOT NULL,
	"resi_sec_flag" text DEFAULT '' NOT NULL,
	"sign_mode" text DEFAULT 'E' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_version" integer,
	"consents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nominee_signings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"otp_ref_id" text DEFAULT '' NOT NULL,
	"otp_hash" text DEFAULT '' NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"esign_txn_id" text DEFAULT '' NOT NULL,
	"tnc_lang" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "nominee_accounts" ADD CONSTRAINT "nominee_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_drafts" ADD CONSTRAINT "nominee_drafts_request_id_nominee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."nominee_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_requests" ADD CONSTRAINT "nominee_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_signings" ADD CONSTRAINT "nominee_signings_request_id_nominee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."nominee_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nominee_drafts_request_no_key" ON "nominee_drafts" USING btree ("request_id","nominee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "nominee_requests_open_key" ON "nominee_requests" USING btree ("account_id") WHERE "nominee_requests"."status" in ('DRAFT', 'SUBMITTED');--> statement-breakpoint
CREATE INDEX "nominee_requests_account_idx" ON "nominee_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nominee_signings_request_key" ON "nominee_signings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "nominee_signings_esign_idx" ON "nominee_signings" USING btree ("esign_txn_id");