CREATE TABLE "saved_carts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"cart" jsonb DEFAULT '{"items":[],"sessionId":""}'::jsonb NOT NULL,
	"nfo_cart" jsonb DEFAULT '{"items":[],"sessionId":""}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;