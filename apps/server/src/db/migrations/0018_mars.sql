CREATE TABLE "mars_portfolio_schemes" (
	"mars_id" text NOT NULL,
	"scheme_code" integer NOT NULL,
	"weight_bps" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mars_portfolio_schemes_mars_id_scheme_code_pk" PRIMARY KEY("mars_id","scheme_code")
);
--> statement-breakpoint
CREATE TABLE "mars_portfolios" (
	"mars_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sip_allowed" text DEFAULT 'Y' NOT NULL,
	"swp_allowed" text DEFAULT 'N' NOT NULL,
	"min_lumpsum_paise" bigint NOT NULL,
	"min_sip_paise" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mars_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"mars_tar_no" text NOT NULL,
	"percent" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"approx_paise" bigint NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mars_target_schemes" (
	"mars_tar_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"scheme_code" integer NOT NULL,
	"amc" text NOT NULL,
	"folio_no" text DEFAULT '' NOT NULL,
	CONSTRAINT "mars_target_schemes_mars_tar_no_scheme_code_pk" PRIMARY KEY("mars_tar_no","scheme_code")
);
--> statement-breakpoint
CREATE TABLE "mars_targets" (
	"mars_tar_no" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mars_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "mars_tar_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mars_portfolio_schemes" ADD CONSTRAINT "mars_portfolio_schemes_mars_id_mars_portfolios_mars_id_fk" FOREIGN KEY ("mars_id") REFERENCES "public"."mars_portfolios"("mars_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_redemptions" ADD CONSTRAINT "mars_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_redemptions" ADD CONSTRAINT "mars_redemptions_mars_tar_no_mars_targets_mars_tar_no_fk" FOREIGN KEY ("mars_tar_no") REFERENCES "public"."mars_targets"("mars_tar_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_target_schemes" ADD CONSTRAINT "mars_target_schemes_mars_tar_no_mars_targets_mars_tar_no_fk" FOREIGN KEY ("mars_tar_no") REFERENCES "public"."mars_targets"("mars_tar_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_target_schemes" ADD CONSTRAINT "mars_target_schemes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_targets" ADD CONSTRAINT "mars_targets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mars_targets" ADD CONSTRAINT "mars_targets_mars_id_mars_portfolios_mars_id_fk" FOREIGN KEY ("mars_id") REFERENCES "public"."mars_portfolios"("mars_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mars_portfolio_schemes_scheme_key" ON "mars_portfolio_schemes" USING btree ("scheme_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mars_redemptions_key" ON "mars_redemptions" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mars_redemptions_target_idx" ON "mars_redemptions" USING btree ("mars_tar_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mars_target_schemes_account_scheme_key" ON "mars_target_schemes" USING btree ("account_id","scheme_code");--> statement-breakpoint
CREATE INDEX "mars_targets_account_idx" ON "mars_targets" USING btree ("account_id","mars_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_mars_idx" ON "purchase_orders" USING btree ("mars_tar_no") WHERE "purchase_orders"."mars_tar_no" <> '';