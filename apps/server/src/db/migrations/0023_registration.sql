CREATE TABLE "registration_partner_links" (
	"ref_no" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_applications" (
	"ref_no" text PRIMARY KEY NOT NULL,
	"login_id" bigint NOT NULL,
	"origin" text NOT NULL,
	"account_type" text NOT NULL,
	"form_type" text DEFAULT '2' NOT NULL,
	"centre_code" text,
	"partner_id" integer,
	"holding_mode" text,
	"tax_status" text,
	"minor" boolean DEFAULT false NOT NULL,
	"screen_id" text NOT NULL,
	"kyc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_centres" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_holders" (
	"ref_no" text NOT NULL,
	"role" text NOT NULL,
	"pan" text,
	"dob" date,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"mobile" text,
	"email" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"mobile_family_decl" text,
	"email_family_decl" text,
	"relation_with_minor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_holders_ref_no_role_pk" PRIMARY KEY("ref_no","role")
);
--> statement-breakpoint
CREATE TABLE "registration_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"login_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"login_id" bigint NOT NULL,
	"session_id" bigint,
	"ref_no" text,
	"origin" text NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_step_data" (
	"ref_no" text NOT NULL,
	"role" text NOT NULL,
	"step_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_step_data_ref_no_role_step_key_pk" PRIMARY KEY("ref_no","role","step_key")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_partner_links" ADD CONSTRAINT "registration_partner_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_holders" ADD CONSTRAINT "registration_holders_ref_no_registration_applications_ref_no_fk" FOREIGN KEY ("ref_no") REFERENCES "public"."registration_applications"("ref_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_sessions" ADD CONSTRAINT "registration_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_step_data" ADD CONSTRAINT "registration_step_data_ref_no_registration_applications_ref_no_fk" FOREIGN KEY ("ref_no") REFERENCES "public"."registration_applications"("ref_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_applications_login_idx" ON "registration_applications" USING btree ("login_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_logins_value_key" ON "registration_logins" USING btree ("channel","login_value");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_sessions_token_key" ON "registration_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_sessions_session_idx" ON "registration_sessions" USING btree ("session_id");