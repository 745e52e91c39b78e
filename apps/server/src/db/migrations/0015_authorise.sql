CREATE TABLE "placed_trxns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trxn_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"trn_type" text NOT NULL,
	"placement" jsonb NOT NULL,
	"payment" jsonb,
	"partner_code" text DEFAULT '' NOT NULL,
	"partner_name" text DEFAULT '' NOT NULL,
	"partner_arn" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_mars" boolean DEFAULT false NOT NULL,
	"mars_id" text DEFAULT '' NOT NULL,
	"mars_tar_no" text DEFAULT '' NOT NULL,
	"placement_key" text,
	"placed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision_key" text,
	"result" jsonb,
	"link_spent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placed_trxns" ADD CONSTRAINT "placed_trxns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placed_trxns_trxn_id_key" ON "placed_trxns" USING btree ("trxn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placed_trxns_placement_key" ON "placed_trxns" USING btree ("placement_key") WHERE "placed_trxns"."placement_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "placed_trxns_mars_tar_no_key" ON "placed_trxns" USING btree ("mars_tar_no") WHERE "placed_trxns"."mars_tar_no" <> '';--> statement-breakpoint
CREATE INDEX "placed_trxns_account_idx" ON "placed_trxns" USING btree ("account_id","status","expires_at");