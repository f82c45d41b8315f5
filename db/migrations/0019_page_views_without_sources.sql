-- Page views lose their sources (security review 3, finding 2): rows per day, page and device,
-- the old rows of each added together. Where visits came from stays in visits_daily.
CREATE TABLE "page_views_daily_folded" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "page_views_daily_folded" ("day", "path", "device", "views")
	SELECT "day", "path", "device", sum("views")::integer FROM "page_views_daily" GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "page_views_daily";--> statement-breakpoint
ALTER TABLE "page_views_daily_folded" RENAME TO "page_views_daily";--> statement-breakpoint
ALTER TABLE "page_views_daily" ADD CONSTRAINT "page_views_daily_day_path_device_pk" PRIMARY KEY("day","path","device");
