CREATE TABLE "quiz_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"position" text NOT NULL,
	"district" text NOT NULL,
	"student_count" text,
	"answers" smallint[] NOT NULL,
	"score" smallint NOT NULL,
	"question_count" smallint NOT NULL,
	"missed_categories" text[] NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"referrer" text,
	"landing_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_reports_answers_bounded" CHECK (cardinality("quiz_reports"."answers") = "quiz_reports"."question_count" and "quiz_reports"."question_count" <= 50),
	CONSTRAINT "quiz_reports_score_in_range" CHECK ("quiz_reports"."score" between 0 and "quiz_reports"."question_count")
);
--> statement-breakpoint
CREATE INDEX "quiz_reports_created_at_idx" ON "quiz_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quiz_reports_email_lower_idx" ON "quiz_reports" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quiz_reports_name_idx" ON "quiz_reports" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "quiz_reports_district_idx" ON "quiz_reports" USING btree ("district");--> statement-breakpoint
CREATE INDEX "quiz_reports_search_idx" ON "quiz_reports" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email" || chr(31) || "district" || chr(31) || "position") gin_trgm_ops);