CREATE TABLE "folios" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amc" text NOT NULL,
	"folio_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folios_folio_no_key" UNIQUE("folio_no")
);
--> statement-breakpoint
CREATE TABLE "mf_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"trxn_type" text NOT NULL,
	"flow" text DEFAULT 'IN' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"units" numeric(20, 3) NOT NULL,
	"nav" numeric NOT NULL,
	"nav_date" date NOT NULL,
	"trade_date" date NOT NULL,
	"status" text DEFAULT 'ALLOTTED' NOT NULL,
	"sip_registration_id" integer,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"frequency_id" text NOT NULL,
	"sip_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"installments" integer NOT NULL,
	"mandate_no" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"next_installment_date" date,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mf_transactions" ADD CONSTRAINT "mf_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mf_transactions" ADD CONSTRAINT "mf_transactions_folio_no_folios_folio_no_fk" FOREIGN KEY ("folio_no") REFERENCES "public"."folios"("folio_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mf_transactions" ADD CONSTRAINT "mf_transactions_sip_registration_id_sip_registrations_id_fk" FOREIGN KEY ("sip_registration_id") REFERENCES "public"."sip_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_folio_no_folios_folio_no_fk" FOREIGN KEY ("folio_no") REFERENCES "public"."folios"("folio_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folios_account_amc_idx" ON "folios" USING btree ("account_id","amc");--> statement-breakpoint
CREATE UNIQUE INDEX "mf_transactions_order_ref_key" ON "mf_transactions" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "mf_transactions_account_idx" ON "mf_transactions" USING btree ("account_id","trade_date");--> statement-breakpoint
CREATE INDEX "mf_transactions_folio_scheme_idx" ON "mf_transactions" USING btree ("folio_no","scheme_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_registrations_order_ref_key" ON "sip_registrations" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "sip_registrations_account_idx" ON "sip_registrations" USING btree ("account_id","status");