CREATE TABLE "sandbox_demat_holdings" (
	"demat_acc_no" text NOT NULL,
	"isin" text NOT NULL,
	"company_name" text NOT NULL,
	"free_quantity" integer NOT NULL,
	"pledged_quantity" integer DEFAULT 0 NOT NULL,
	"locked_in_quantity" integer DEFAULT 0 NOT NULL,
	"close_price_paise" bigint NOT NULL,
	"price_date" date NOT NULL,
	CONSTRAINT "sandbox_demat_holdings_demat_acc_no_isin_pk" PRIMARY KEY("demat_acc_no","isin")
);
--> statement-breakpoint
CREATE TABLE "sandbox_demat_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"demat_acc_no" text NOT NULL,
	"trade_date" date NOT NULL,
	"isin" text NOT NULL,
	"company_name" text NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_demat_transactions_account_idx" ON "sandbox_demat_transactions" USING btree ("demat_acc_no","trade_date");