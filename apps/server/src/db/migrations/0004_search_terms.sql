-- The catalog's vocabulary for typo tolerance (docs/decisions/0010-search-per-word.md),
-- pg_trgm's "text search integration" pattern: search looks a word that full-text search does not
-- find up here (trigram similarity, edit distance) and searches for the catalog words closest to
-- it, so a misspelling costs a lookup among a few hundred words instead of a trigram recheck of
-- every product name. Triggers keep the table exact: every word of a product's name and
-- description that full-text search indexes (no stop words, no bare numbers), with how many
-- products use it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- Candidates for an edit-distance match: same first letter, similar length.
CREATE INDEX "search_terms_initial_idx" ON "search_terms" USING btree (left("term", 1), length("term"));
--> statement-breakpoint
-- The distinct words of one product, as search_terms holds them.
CREATE FUNCTION "search_terms_of"("name" text, "description" text) RETURNS SETOF text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT DISTINCT w
	FROM regexp_split_to_table(lower(coalesce("name", '') || ' ' || coalesce("description", '')), '[[:space:][:punct:]]+') AS w
	WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$' AND to_tsvector('english', w) <> ''::tsvector
$$;
--> statement-breakpoint
-- Adds signed counts per word; words no product uses any more are removed. Rows are locked in
-- word order, so concurrent catalog edits cannot deadlock on this table.
CREATE FUNCTION "search_terms_apply"("words" text[], "deltas" integer[]) RETURNS void
	LANGUAGE sql AS $$
	INSERT INTO "search_terms" ("term", "products")
		SELECT w, d FROM unnest("words", "deltas") AS u(w, d) WHERE d <> 0 ORDER BY w
	ON CONFLICT ("term") DO UPDATE SET "products" = "search_terms"."products" + EXCLUDED."products";
	DELETE FROM "search_terms" WHERE "term" = ANY("words") AND "products" <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION "search_terms_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "search_terms_apply"(array_agg(w ORDER BY w), array_agg(n ORDER BY w))
		FROM (SELECT w, count(*)::int AS n FROM "added_products" AS p, "search_terms_of"(p."name", p."description") AS w GROUP BY w) AS c;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "search_terms_apply"(array_agg(w ORDER BY w), array_agg(-n ORDER BY w))
		FROM (SELECT w, count(*)::int AS n FROM "removed_products" AS p, "search_terms_of"(p."name", p."description") AS w GROUP BY w) AS c;
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "search_terms_apply"(array_agg(w ORDER BY w), array_agg(n ORDER BY w))
		FROM (
			SELECT w, sum(n)::int AS n FROM (
				SELECT w, 1 AS n FROM "search_terms_of"(NEW."name", NEW."description") AS w
				UNION ALL
				SELECT w, -1 AS n FROM "search_terms_of"(OLD."name", OLD."description") AS w
			) AS both_rows GROUP BY w
		) AS c;
	ELSE
		DELETE FROM "search_terms";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_added" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "added_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_removed" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "removed_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_rows_changed"();
--> statement-breakpoint
-- Per edited row, and only when its text changed: checkouts update stock constantly and must not
-- pay for this.
CREATE TRIGGER "products_search_terms_edited" AFTER UPDATE OF "name", "description" ON "products"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description")
	EXECUTE FUNCTION "search_terms_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_truncated" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_rows_changed"();
--> statement-breakpoint
INSERT INTO "search_terms" ("term", "products")
	SELECT w, count(*)::int FROM "products" AS p, "search_terms_of"(p."name", p."description") AS w GROUP BY w;
