CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"prod_type" text NOT NULL,
	"sub_type" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date,
	"position" integer DEFAULT 0 NOT NULL
);
