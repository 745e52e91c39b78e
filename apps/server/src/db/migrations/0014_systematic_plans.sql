CREATE TABLE "plan_installments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"plan_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"installment_date" date NOT NULL,
	"run_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"account_id" integer NOT NULL,
	"plan_type" text NOT NULL,
	"plan_id" integer NOT NULL,
	"trxn_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_on" date NOT NULL,
	"effective_date" date NOT NULL,
	"top_up_paise" bigint,
	"bank_id" integer,
	"mandate_no" text,
	"revokes_tid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stp_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"to_scheme_code" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"frequency_id" text NOT NULL,
	"installment_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"installments" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"next_installment_date" date,
	"order_ref" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_installments" ADD CONSTRAINT "plan_installments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stp_registrations" ADD CONSTRAINT "stp_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stp_registrations" ADD CONSTRAINT "stp_registrations_folio_no_folios_folio_no_fk" FOREIGN KEY ("folio_no") REFERENCES "public"."folios"("folio_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_installments_plan_date_key" ON "plan_installments" USING btree ("plan_type","plan_id","installment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_installments_order_ref_key" ON "plan_installments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "plan_installments_due_idx" ON "plan_installments" USING btree ("run_after") WHERE "plan_installments"."status" in ('PENDING', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_tid_key" ON "plan_requests" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "plan_requests_plan_idx" ON "plan_requests" USING btree ("plan_type","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_one_live_stop_key" ON "plan_requests" USING btree ("plan_type","plan_id") WHERE "plan_requests"."trxn_type" in ('SSIP', 'SSWP', 'SSTP') and "plan_requests"."status" in ('PENDING', 'EFFECTIVE');--> statement-breakpoint
CREATE UNIQUE INDEX "stp_registrations_order_ref_key" ON "stp_registrations" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "stp_registrations_account_idx" ON "stp_registrations" USING btree ("account_id","status");