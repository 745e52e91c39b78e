CREATE TABLE "evoting_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"request_reference" text NOT NULL,
	"depository" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_evoting_events" (
	"evsn" text PRIMARY KEY NOT NULL,
	"isin" text NOT NULL,
	"company_name" text NOT NULL,
	"meeting_type" text NOT NULL,
	"cut_off_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_evoting_resolutions" (
	"evsn" text NOT NULL,
	"resolution_no" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "sandbox_evoting_resolutions_evsn_resolution_no_pk" PRIMARY KEY("evsn","resolution_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_evoting_sessions" (
	"request_reference" text PRIMARY KEY NOT NULL,
	"demat_acc_no" text NOT NULL,
	"depository" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"page_key" text,
	"error_code" text DEFAULT '' NOT NULL,
	"error_description" text DEFAULT '' NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_evoting_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"evsn" text NOT NULL,
	"resolution_no" integer NOT NULL,
	"demat_acc_no" text NOT NULL,
	"choice" text NOT NULL,
	"shares" integer NOT NULL,
	"request_reference" text NOT NULL,
	"voted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evoting_requests" ADD CONSTRAINT "evoting_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_evoting_resolutions" ADD CONSTRAINT "sandbox_evoting_resolutions_evsn_sandbox_evoting_events_evsn_fk" FOREIGN KEY ("evsn") REFERENCES "public"."sandbox_evoting_events"("evsn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evoting_requests_reference_key" ON "evoting_requests" USING btree ("request_reference");--> statement-breakpoint
CREATE INDEX "evoting_requests_account_idx" ON "evoting_requests" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_evoting_votes_holder_key" ON "sandbox_evoting_votes" USING btree ("evsn","resolution_no","demat_acc_no");--> statement-breakpoint
CREATE INDEX "sandbox_evoting_votes_request_idx" ON "sandbox_evoting_votes" USING btree ("request_reference");