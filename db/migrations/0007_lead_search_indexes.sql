-- The dashboard's search looks for any part of a name, address or district (issue 14): trigram
-- indexes. pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+), so the
-- database owner may create it; the embedded server has it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "contacts_district_idx" ON "contacts" USING btree ("district");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email" || chr(31) || "district" || chr(31) || "position") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletters_search_idx" ON "newsletters" USING gin (lower("email" || chr(31) || case when "confirmed_at" is null then 'pending' else 'confirmed' end) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_downloads_name_idx" ON "resource_downloads" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "resource_downloads_district_idx" ON "resource_downloads" USING btree ("district");--> statement-breakpoint
CREATE INDEX "resource_downloads_resource_idx" ON "resource_downloads" USING btree ("resource_title","created_at");--> statement-breakpoint
CREATE INDEX "resource_downloads_search_idx" ON "resource_downloads" USING gin (lower("first_name" || ' ' || "last_name" || chr(31) || "email" || chr(31) || "district" || chr(31) || "position" || chr(31) || "resource_title") gin_trgm_ops);