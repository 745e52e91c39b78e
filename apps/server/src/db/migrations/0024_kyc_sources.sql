CREATE TABLE "sandbox_digilocker_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"holder" text NOT NULL,
	"pan" text NOT NULL,
	"fname" text NOT NULL,
	"mname" text NOT NULL,
	"lname" text NOT NULL,
	"dob" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_digilocker_sessions_ref_idx" ON "sandbox_digilocker_sessions" USING btree ("ref_no","holder");