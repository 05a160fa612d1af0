-- Verified reviews and their helpful votes (docs/product.md#what-the-store-keeps). A review is
-- written from an order (order_id, unique per product) and shows the reviewer's first name and
-- initial only; the demo seed's reviews have no order. Published reviews give the product its
-- average_rating and rating_count, which the reviews module recomputes in the same transaction.
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"order_id" integer REFERENCES "orders"("id") ON DELETE set null,
	"verified" boolean NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"skin_type" text,
	"concerns" text[] DEFAULT '{}' NOT NULL,
	"age_range" text,
	"recommends" boolean NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"held_for" text[] DEFAULT '{}' NOT NULL,
	"moderation_note" text,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"reply_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"helpful_synced" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status_known" CHECK ("status" IN ('pending', 'published', 'hidden'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_idx" ON "reviews" USING btree ("order_id", "product_id");
--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status", "created_at");
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL REFERENCES "reviews"("id") ON DELETE cascade,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_pk" PRIMARY KEY ("review_id", "voter")
);
--> statement-breakpoint
-- Product pages show their published reviews, so every instance's page cache must learn when one
-- appears, changes or goes: the catalog's own signal (0003_catalog_version) is raised for those
-- changes. Pending and hidden reviews are not on any page, and a helpful vote alone changes only
-- helpful_count: counting votes here would re-render a page per click, so the reviews module
-- copies the counts to helpful_synced in coalesced batches instead, and that copy is seen here.
CREATE TRIGGER "reviews_catalog_added" AFTER INSERT ON "reviews" FOR EACH ROW
	WHEN (NEW."status" = 'published')
	EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_removed" AFTER DELETE ON "reviews" FOR EACH ROW
	WHEN (OLD."status" = 'published')
	EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_updated" AFTER UPDATE ON "reviews" FOR EACH ROW
	WHEN ((OLD."status" = 'published' OR NEW."status" = 'published')
		AND (to_jsonb(OLD) - 'helpful_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'helpful_count' - 'updated_at'))
	EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_truncated" AFTER TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
