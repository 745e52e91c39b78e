CREATE TABLE "sandbox_bank_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_ref" text NOT NULL,
	"utr" text NOT NULL,
	"account_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"bank_acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"narration" text NOT NULL,
	"value_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_demat_permissions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"poa_ddpi" text NOT NULL,
	"edis_flag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_edis_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"isin" text DEFAULT '' NOT NULL,
	"scheme_name" text NOT NULL,
	"units" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sell_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sell_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trxn_id" text NOT NULL,
	"order_ref" text NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"trxn_type" text NOT NULL,
	"is_insta_cash" text DEFAULT 'N' NOT NULL,
	"source" text DEFAULT 'INVESTOR' NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"scheme_name" text NOT NULL,
	"amc" text NOT NULL,
	"mode" text DEFAULT 'P' NOT NULL,
	"redeem_by" text NOT NULL,
	"requested_paise" bigint,
	"requested_units" numeric,
	"pending_units" numeric NOT NULL,
	"liquid" text DEFAULT 'N' NOT NULL,
	"nav_date" date NOT NULL,
	"status" text DEFAULT 'AWAITING_NAV' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"edis_trxn_no" text DEFAULT '' NOT NULL,
	"nav" numeric,
	"priced_nav_date" date,
	"units" numeric,
	"gross_paise" bigint,
	"exit_load_paise" bigint,
	"net_paise" bigint,
	"short_term_gain_paise" bigint,
	"long_term_gain_paise" bigint,
	"settlement_date" date,
	"payout_ref" text DEFAULT '' NOT NULL,
	"paid_on" date,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_acc_no" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"target_scheme_code" integer,
	"target_scheme_name" text DEFAULT '' NOT NULL,
	"target_nav_date" date,
	"target_is_nfo" text DEFAULT 'N' NOT NULL,
	"in_stamp_duty_paise" bigint,
	"in_units" numeric,
	"in_nav" numeric,
	"in_nav_date" date,
	"placed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "mode" text DEFAULT 'P' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_credits" ADD CONSTRAINT "sandbox_bank_credits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_demat_permissions" ADD CONSTRAINT "sandbox_demat_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_edis_requests" ADD CONSTRAINT "sandbox_edis_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_jobs" ADD CONSTRAINT "sell_jobs_order_id_sell_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sell_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_orders" ADD CONSTRAINT "sell_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_credits_payout_key" ON "sandbox_bank_credits" USING btree ("payout_ref");--> statement-breakpoint
CREATE INDEX "sandbox_bank_credits_account_idx" ON "sandbox_bank_credits" USING btree ("account_id","value_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_edis_requests_order_key" ON "sandbox_edis_requests" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_jobs_order_kind_key" ON "sell_jobs" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "sell_jobs_pending_idx" ON "sell_jobs" USING btree ("run_after") WHERE "sell_jobs"."status" in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_trxn_id_key" ON "sell_orders" USING btree ("trxn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_order_ref_key" ON "sell_orders" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_idempotency_key" ON "sell_orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_edis_key" ON "sell_orders" USING btree ("edis_trxn_no") WHERE "sell_orders"."edis_trxn_no" <> '';--> statement-breakpoint
CREATE INDEX "sell_orders_folio_idx" ON "sell_orders" USING btree ("folio_no","scheme_code","status");--> statement-breakpoint
CREATE INDEX "sell_orders_account_idx" ON "sell_orders" USING btree ("account_id","created_at");