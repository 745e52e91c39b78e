CREATE TABLE "registration_files" (
	"ref_no" text NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"doc_type" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_files_ref_no_role_kind_doc_type_pk" PRIMARY KEY("ref_no","role","kind","doc_type")
);
--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_ref_no_registration_applications_ref_no_fk" FOREIGN KEY ("ref_no") REFERENCES "public"."registration_applications"("ref_no") ON DELETE cascade ON UPDATE no action;