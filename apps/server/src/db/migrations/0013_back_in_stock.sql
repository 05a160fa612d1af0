-- Back-in-stock requests (docs/product.md#how-things-change): a shopper leaves an email on a
-- sold-out product; when its stock comes back one mail per request goes out through the job queue
-- and the request is closed (notified_at).
CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
-- One open request per product and address: asking twice changes nothing.
CREATE UNIQUE INDEX "back_in_stock_open_idx" ON "back_in_stock_requests" ("product_id", "email")
  WHERE "notified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "back_in_stock_email_idx" ON "back_in_stock_requests" ("email");
--> statement-breakpoint
-- Every way stock comes back (an admin's save, a CSV import, a cancelled order returning its
-- stock, SQL by hand) enqueues the mail job in the transaction that restocks, so the job exists
-- exactly when the restock was committed. The job key keeps one waiting job per product; the task
-- closes each request once (modules/back-in-stock), so a second job finds nothing left to send.
-- The checkout only ever lowers stock, so it never fires this.
CREATE FUNCTION "back_in_stock_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM back_in_stock_requests
              WHERE product_id = NEW.id AND notified_at IS NULL) THEN
    PERFORM graphile_worker.add_job('back-in-stock-mail', json_build_object('productId', NEW.id),
                                    job_key => 'back-in-stock:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock" AFTER UPDATE OF "stock_quantity" ON "products"
  FOR EACH ROW WHEN (OLD."stock_quantity" <= 0 AND NEW."stock_quantity" > 0)
  EXECUTE FUNCTION "back_in_stock_enqueue"();
