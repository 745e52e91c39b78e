CREATE TABLE "trusted_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"shared_by" integer NOT NULL,
	"report_account_id" integer NOT NULL,
	"ac_code" text NOT NULL,
	"report_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_why" text
);
--> statement-breakpoint
ALTER TABLE "trusted_links" ADD CONSTRAINT "trusted_links_shared_by_accounts_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_links" ADD CONSTRAINT "trusted_links_report_account_id_accounts_id_fk" FOREIGN KEY ("report_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_links_shared_by_idx" ON "trusted_links" USING btree ("shared_by","created_at");