CREATE TABLE "grandfathering_navs" (
	"scheme_code" integer PRIMARY KEY NOT NULL,
	"nav" numeric NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
