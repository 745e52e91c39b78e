CREATE TABLE "bank_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"nj_emandate_no" text NOT NULL,
	"bse_emandate_no" text NOT NULL,
	"upper_limit_paise" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_ref" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD CONSTRAINT "bank_mandates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_mandates" ADD CONSTRAINT "bank_mandates_bank_id_registered_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."registered_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_mandates_nj_no_key" ON "bank_mandates" USING btree ("nj_emandate_no");--> statement-breakpoint
CREATE INDEX "bank_mandates_account_idx" ON "bank_mandates" USING btree ("account_id");