ALTER TABLE "blog_posts" ADD COLUMN "reviewed_at" date;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_sources_array" CHECK (jsonb_typeof("blog_posts"."sources") = 'array');