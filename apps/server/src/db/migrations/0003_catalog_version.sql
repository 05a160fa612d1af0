-- The catalog version (several instances on one PostgreSQL: docs/architecture.md#running): every
-- server process caches the catalog's content (products, images, categories) and must drop that
-- cache when any of it changes, whichever process or tool made the change. Triggers bump one
-- version row in the writing transaction and send a NOTIFY on commit; the processes LISTEN for it
-- and also poll the row as a fallback.
-- Stock changes are deliberately NOT counted here: checkouts change stock constantly, and a
-- shared row updated by every order would serialise them. Processes re-read stock instead
-- (see apps/server/src/modules/catalog/catalog-cache.ts for the bound).
CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
	PERFORM pg_notify('catalog_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_added_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
-- An update counts unless it changed nothing but the stock and the change time (checkouts,
-- returned stock); comparing the rows as jsonb keeps this right when columns are added.
CREATE TRIGGER "products_catalog_updated" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'stock_quantity' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'updated_at'))
	EXECUTE FUNCTION "catalog_changed"();
