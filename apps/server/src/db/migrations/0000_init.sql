CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"login_id" text,
	"ucc" text NOT NULL,
	"ac_code" text NOT NULL,
	"name" text NOT NULL,
	"acc_type" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"pan" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"demat_acc_no" text DEFAULT '' NOT NULL,
	"partner_id" integer,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_expired" boolean DEFAULT false NOT NULL,
	"is_from_forgot_password" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"pan_aadhaar_seeding_pending" boolean DEFAULT false NOT NULL,
	"pan_aadhaar_deactive" boolean DEFAULT false NOT NULL,
	"fatca_pending" boolean DEFAULT false NOT NULL,
	"dp_charges_pending" boolean DEFAULT false NOT NULL,
	"dp_charges_optional" boolean DEFAULT false NOT NULL,
	"rekyc_mandatory" boolean DEFAULT false NOT NULL,
	"ask_personalised_login" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amfi_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"rows" integer NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"nav_date" date,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_history" (
	"scheme_code" integer NOT NULL,
	"nav_date" date NOT NULL,
	"nav" numeric NOT NULL,
	CONSTRAINT "nav_history_scheme_code_nav_date_pk" PRIMARY KEY("scheme_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brcode" text NOT NULL,
	"relationship_handler_name" text NOT NULL,
	"relationship_handler_designation" text DEFAULT '' NOT NULL,
	"partner_profile_picture" text DEFAULT '' NOT NULL,
	"partner_comp_name" text DEFAULT '' NOT NULL,
	"partner_comp_logo_url" text DEFAULT '' NOT NULL,
	"arn" text DEFAULT '' NOT NULL,
	"euin" text DEFAULT '' NOT NULL,
	"nj_code" text DEFAULT '' NOT NULL,
	"caption_product_basket" text DEFAULT '' NOT NULL,
	"product_basket" text DEFAULT '' NOT NULL,
	"contact_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"expertise" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"qualification" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"isin_growth" text,
	"isin_reinvest" text,
	"name" text NOT NULL,
	"amc" text NOT NULL,
	"structure" text NOT NULL,
	"category" text NOT NULL,
	"sub_type" text NOT NULL,
	"scheme_type" text NOT NULL,
	"plan" text NOT NULL,
	"option" text NOT NULL,
	"latest_nav" numeric,
	"latest_nav_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_nj_ac_no_key" ON "accounts" USING btree ("nj_ac_no");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_id_key" ON "accounts" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_ucc_key" ON "accounts" USING btree ("ucc");--> statement-breakpoint
CREATE UNIQUE INDEX "amfi_imports_sha256_key" ON "amfi_imports" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "schemes_type_idx" ON "schemes" USING btree ("scheme_type","plan");--> statement-breakpoint
CREATE INDEX "schemes_amc_idx" ON "schemes" USING btree ("amc");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");