CREATE TABLE "swp_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"frequency_id" text NOT NULL,
	"installment_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"installments" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"next_installment_date" date,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swp_registrations" ADD CONSTRAINT "swp_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swp_registrations" ADD CONSTRAINT "swp_registrations_folio_no_folios_folio_no_fk" FOREIGN KEY ("folio_no") REFERENCES "public"."folios"("folio_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swp_registrations_order_ref_key" ON "swp_registrations" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "swp_registrations_account_idx" ON "swp_registrations" USING btree ("account_id","status");