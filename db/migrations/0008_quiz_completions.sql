CREATE TABLE "quiz_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"answers" smallint[] NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_completions_answers_bounded" CHECK (cardinality("quiz_completions"."answers") <= 50)
);
--> statement-breakpoint
CREATE INDEX "quiz_completions_created_at_idx" ON "quiz_completions" USING btree ("created_at");