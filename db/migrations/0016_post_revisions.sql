CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "post_revisions_kind" CHECK ("post_revisions"."kind" in ('created', 'saved', 'autosaved', 'restored', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_id_idx" ON "post_revisions" USING btree ("post_id","id" DESC NULLS LAST);