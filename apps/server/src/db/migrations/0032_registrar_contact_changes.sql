CREATE TABLE "sandbox_registrar_contact_changes" (
	"ref" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"folio_no" text NOT NULL,
	"amc" text NOT NULL,
	"field" text NOT NULL,
	"new_value" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "folio_contact_requests" ADD COLUMN "registrar_reason" text DEFAULT '' NOT NULL;