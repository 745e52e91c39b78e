CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"merchant_ref" text NOT NULL,
	"account_id" integer NOT NULL,
	"pay_mode" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"bank_acc_no" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"vpa" text DEFAULT '' NOT NULL,
	"vpa_sr_no" text DEFAULT '' NOT NULL,
	"utr" text,
	"provider_ref" text DEFAULT '' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"realised_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registered_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_type" text DEFAULT 'SAVINGS' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"pay_modes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mandate_no" text DEFAULT '' NOT NULL,
	"mandate_max_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"vpa" text DEFAULT '' NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"utr" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vpa_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"sr_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"vpa" text NOT NULL,
	"status" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allotment_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "investor_risk_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"risk_profile_id" text NOT NULL,
	"risk_level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trxn_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"pay_mode" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"brokerage_paise" bigint NOT NULL,
	"ex_code" text NOT NULL,
	"mandate_no" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"euin_decl_accepted" text NOT NULL,
	"risk_decl_content" text DEFAULT '' NOT NULL,
	"risk_profile_id" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"net_banking_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"group_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"scheme_code" integer NOT NULL,
	"scheme_name" text NOT NULL,
	"amc" text NOT NULL,
	"trxn_type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"brokerage_paise" bigint NOT NULL,
	"liquid" text DEFAULT 'N' NOT NULL,
	"status" text NOT NULL,
	"folio_no" text DEFAULT '' NOT NULL,
	"units" numeric,
	"nav" numeric,
	"nav_date" date,
	"sip" jsonb,
	"swp" jsonb,
	"sip_reg_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allotted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_banks" ADD CONSTRAINT "registered_banks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vpa_verifications" ADD CONSTRAINT "vpa_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment_jobs" ADD CONSTRAINT "allotment_jobs_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_risk_profiles" ADD CONSTRAINT "investor_risk_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_group_key" ON "payments" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_merchant_ref_key" ON "payments" USING btree ("merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_key" ON "payments" USING btree ("utr") WHERE "payments"."utr" is not null;--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "registered_banks_account_acc_key" ON "registered_banks" USING btree ("account_id","bank_code","bank_acc_no");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_requests_vpa_idx" ON "sandbox_gateway_requests" USING btree ("vpa","status");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_requests_ref_idx" ON "sandbox_gateway_requests" USING btree ("merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "vpa_verifications_sr_no_key" ON "vpa_verifications" USING btree ("sr_no");--> statement-breakpoint
CREATE UNIQUE INDEX "allotment_jobs_order_key" ON "allotment_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "allotment_jobs_pending_idx" ON "allotment_jobs" USING btree ("run_after") WHERE "allotment_jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_trxn_id_key" ON "order_groups" USING btree ("trxn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_idempotency_key" ON "order_groups" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_ref_key" ON "purchase_orders" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "purchase_orders_group_idx" ON "purchase_orders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_account_idx" ON "purchase_orders" USING btree ("account_id","created_at");