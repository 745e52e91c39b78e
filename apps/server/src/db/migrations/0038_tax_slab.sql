CREATE TABLE "tax_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"slab_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;