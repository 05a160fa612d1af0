-- A review is verified by the order it came from (ADR 0016). When that order is cancelled, or its
-- payment refunded, afterwards, its reviews are no longer verified and leave the store (hidden,
-- with the reason as the moderation note), and their products' ratings are computed again
-- without them (docs/product.md#reviews). Triggers, so every way an order is cancelled or a
-- payment refunded does it in the same transaction, and neither the orders nor the payments
-- module need know of reviews; the reviews' own triggers (0008) then raise the catalog's signal
-- for the cached pages.
CREATE FUNCTION "reviews_leave_order"(p_order integer, p_note text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	touched integer[];
BEGIN
	WITH changed AS (
		UPDATE "reviews" SET
			"verified" = false,
			"status" = 'hidden',
			"moderation_note" = CASE WHEN "status" = 'hidden' THEN "moderation_note" ELSE p_note END,
			"moderated_at" = CASE WHEN "status" = 'hidden' THEN "moderated_at" ELSE now() END,
			"updated_at" = now()
		WHERE "order_id" = p_order AND ("verified" OR "status" <> 'hidden')
		RETURNING "product_id"
	)
	SELECT array_agg(DISTINCT "product_id") INTO touched FROM changed;
	IF touched IS NULL THEN
		RETURN;
	END IF;
	UPDATE "products" AS p SET
		"average_rating" = (SELECT round(avg(r."rating")::numeric, 2) FROM "reviews" r
			WHERE r."product_id" = p."id" AND r."status" = 'published'),
		"rating_count" = (SELECT count(*)::int FROM "reviews" r
			WHERE r."product_id" = p."id" AND r."status" = 'published')
	WHERE p."id" = ANY(touched);
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_leave_cancelled_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "reviews_leave_order"(NEW."id", 'Order cancelled');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_cancelled_reviews_leave" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
	WHEN (NEW."status" = 'cancelled' AND OLD."status" IS DISTINCT FROM 'cancelled')
	EXECUTE FUNCTION "reviews_leave_cancelled_order"();
--> statement-breakpoint
CREATE FUNCTION "reviews_leave_refunded_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "reviews_leave_order"(o."id", 'Payment refunded') FROM "orders" o
		WHERE o."payment_intent_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_intents_refunded_reviews_leave" AFTER UPDATE OF "status" ON "payment_intents"
	FOR EACH ROW WHEN (NEW."status" = 'refunded' AND OLD."status" IS DISTINCT FROM 'refunded')
	EXECUTE FUNCTION "reviews_leave_refunded_order"();
