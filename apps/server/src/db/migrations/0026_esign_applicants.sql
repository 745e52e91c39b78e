CREATE TABLE "sandbox_esign_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_no" text NOT NULL,
	"mobile" text NOT NULL,
	"signer_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
