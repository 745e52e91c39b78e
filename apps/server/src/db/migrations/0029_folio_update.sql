CREATE TABLE "folio_contact_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"change_type" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"relation" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "registrar_mobile" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "registrar_email" text;--> statement-breakpoint
ALTER TABLE "folio_contact_requests" ADD CONSTRAINT "folio_contact_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_contact_requests" ADD CONSTRAINT "folio_contact_requests_folio_no_folios_folio_no_fk" FOREIGN KEY ("folio_no") REFERENCES "public"."folios"("folio_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_contact_requests_account_idx" ON "folio_contact_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "folio_contact_requests_pending_key" ON "folio_contact_requests" USING btree ("folio_no") WHERE "folio_contact_requests"."status" = 'PENDING';