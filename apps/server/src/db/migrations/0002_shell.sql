CREATE TABLE "display_photos" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_account_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ac_code" text NOT NULL,
	"ucc" text NOT NULL,
	"holder_name" text NOT NULL,
	"relation" text NOT NULL,
	"partner_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"parent_menu_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_in_primary" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"access" text DEFAULT 'ZPDCE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"nominee_no" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	"dob" date NOT NULL,
	"guardian_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_modules" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"help_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_photos" ADD CONSTRAINT "display_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_queries" ADD CONSTRAINT "help_queries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_account_codes" ADD CONSTRAINT "linked_account_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_account_codes" ADD CONSTRAINT "linked_account_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_menu_id_menu_items_menu_id_fk" FOREIGN KEY ("parent_menu_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "display_photos_file_key" ON "display_photos" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "help_queries_reference_key" ON "help_queries" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "help_queries_account_idx" ON "help_queries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_account_codes_key" ON "linked_account_codes" USING btree ("account_id","ac_code");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "nominees_account_no_key" ON "nominees" USING btree ("account_id","nominee_no");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");