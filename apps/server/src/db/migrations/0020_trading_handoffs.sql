CREATE TABLE "trading_handoffs" (
	"token_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product" text NOT NULL,
	"option" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trading_handoffs" ADD CONSTRAINT "trading_handoffs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_handoffs_account_idx" ON "trading_handoffs" USING btree ("account_id","created_at");