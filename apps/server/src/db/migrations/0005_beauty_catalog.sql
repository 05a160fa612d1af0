-- Beauty facts on every product (docs/product.md#what-the-store-keeps): brand, product type, skin
-- types, concerns, the INCI list in label order, key ingredients, size and how to use, as an admin
-- types them; free_from and ingredient_ids are derived by the server from the INCI list through
-- the ingredient glossary on every write (never input), and derived again for every product when
-- the glossary changes (catalog_state.beauty_glossary holds the fingerprint they were derived with).
-- The store filters and counts these in its in-memory catalog; the indexes serve SQL readers (the
-- admin list's type filter and missing-data badge, the assistant, exports).
ALTER TABLE "products"
	ADD COLUMN "brand" text NOT NULL DEFAULT '',
	ADD COLUMN "product_type" text,
	ADD COLUMN "skin_types" text[] NOT NULL DEFAULT '{}',
	ADD COLUMN "concerns" text[] NOT NULL DEFAULT '{}',
	ADD COLUMN "ingredients" text[] NOT NULL DEFAULT '{}',
	ADD COLUMN "key_ingredients" text[] NOT NULL DEFAULT '{}',
	ADD COLUMN "size" text NOT NULL DEFAULT '',
	ADD COLUMN "how_to_use" text NOT NULL DEFAULT '',
	ADD COLUMN "free_from" text[] NOT NULL DEFAULT '{}',
	ADD COLUMN "ingredient_ids" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type");
--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"));
--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types");
--> statement-breakpoint
CREATE INDEX "products_concerns_idx" ON "products" USING gin ("concerns");
--> statement-breakpoint
CREATE INDEX "products_free_from_idx" ON "products" USING gin ("free_from");
--> statement-breakpoint
CREATE INDEX "products_ingredient_ids_idx" ON "products" USING gin ("ingredient_ids");
--> statement-breakpoint
ALTER TABLE "catalog_state" ADD COLUMN "beauty_glossary" text;
--> statement-breakpoint
-- A store seeded before this migration kept size and how-to-use as additional fields: they move
-- to their own columns, so the product page does not show them twice.
UPDATE "products" SET
	"size" = coalesce(btrim("additional_fields" ->> 'volume'), ''),
	"how_to_use" = coalesce(btrim("additional_fields" ->> 'how_to_use'), ''),
	"additional_fields" = "additional_fields" - 'volume' - 'how_to_use'
WHERE "additional_fields" ?| ARRAY['volume', 'how_to_use'];
