-- Promo codes and free samples (docs/product.md#checkout). A code takes a percentage or a fixed
-- amount off the subtotal, or the shipping fee; the order's own statement raises uses_count with
-- a compare-and-increment and writes one redemption row, so a limited code is never used more
-- often than allowed and, for once-per-email codes, a unique index refuses a second order of one
-- email. Samples are minis given with orders: their stock is taken in the same statement.
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"once_per_email" boolean DEFAULT false NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"show_in_header" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "promotions_kind_known" CHECK ("kind" IN ('percent', 'fixed', 'free-shipping')),
	CONSTRAINT "promotions_value_nonnegative" CHECK ("value" >= 0),
	CONSTRAINT "promotions_min_nonnegative" CHECK ("min_subtotal_cents" >= 0),
	CONSTRAINT "promotions_max_uses_positive" CHECK ("max_uses" IS NULL OR "max_uses" > 0),
	CONSTRAINT "promotions_uses_nonnegative" CHECK ("uses_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" ("code");
--> statement-breakpoint
-- At most one code is named by the header promo.
CREATE UNIQUE INDEX "promotions_header_idx" ON "promotions" ("show_in_header") WHERE "show_in_header";
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"email_key" text NOT NULL,
	"exclusive" boolean NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_exclusive_idx" ON "promotion_redemptions" ("promotion_id", "email_key") WHERE "exclusive";
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" ("order_id");
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" ("promotion_id");
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" integer REFERENCES "products"("id") ON DELETE SET NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "samples_stock_nonnegative" CHECK ("stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_id" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_surprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "promo_code" text;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "sample_id" integer;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "sample_surprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The header promo names a code and every store page shows the header, so an admin's change to a
-- promotion counts as a catalog change (the page cache renders the pages again). Orders raising
-- uses_count do not: that would bump the shared version row with every checkout.
CREATE TRIGGER "promotions_catalog_added_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "promotions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "promotions_catalog_updated" AFTER UPDATE ON "promotions" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'uses_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'uses_count' - 'updated_at'))
	EXECUTE FUNCTION "catalog_changed"();
