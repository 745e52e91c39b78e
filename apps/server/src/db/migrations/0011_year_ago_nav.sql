ALTER TABLE "schemes" ADD COLUMN "year_ago_nav" numeric;--> statement-breakpoint
UPDATE "schemes" s SET "year_ago_nav" = h."nav"
FROM "schemes" k CROSS JOIN LATERAL (
  SELECT n."nav" FROM "nav_history" n
  WHERE n."scheme_code" = k."scheme_code"
    AND n."nav_date" <= (k."latest_nav_date" - interval '1 year')::date
  ORDER BY n."nav_date" DESC LIMIT 1) h
WHERE s."scheme_code" = k."scheme_code";
