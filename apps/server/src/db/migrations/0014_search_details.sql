-- Search reads a product's scent and colour details too (tables/catalog.ts SEARCHED_DETAIL_KEYS):
-- a fragrance's family and notes, a shade, a finish, below the description (weight C). A shopper
-- who types "sandalwood" finds the eau de parfum whose base notes hold it, which only said so in
-- its details. A generated column's expression cannot be altered: it is dropped and added again
-- (every row is rewritten once, in this migration's transaction), with its index.
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(additional_fields->>'scent_family', '') || ' ' || coalesce(additional_fields->>'scent', '') || ' ' || coalesce(additional_fields->>'top_notes', '') || ' ' || coalesce(additional_fields->>'heart_notes', '') || ' ' || coalesce(additional_fields->>'base_notes', '') || ' ' || coalesce(additional_fields->>'shade', '') || ' ' || coalesce(additional_fields->>'finish', '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
