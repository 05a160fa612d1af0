-- Every restock enqueues its own back-in-stock job, without a job key (0013 gave it one). With the
-- key, graphile-worker's add_job first clears the key of a job that is already running, then
-- inserts with ON CONFLICT ... DO UPDATE WHERE locked_at IS NULL. When the worker locks the waiting
-- job between those two statements, the insert neither updates it nor adds one, so the restock is
-- lost: the running job read the stock from before this restock (still sold out) and sends nothing,
-- and no later job comes. CI met it once (back-in-stock.test.ts, two restocks racing).
-- A job per restock cannot be lost. The task closes each request once under row locks, so a
-- second job finds nothing left to send, and a product is rarely restocked from zero twice in
-- the moments before its job runs.
CREATE OR REPLACE FUNCTION "back_in_stock_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM back_in_stock_requests
              WHERE product_id = NEW.id AND notified_at IS NULL) THEN
    PERFORM graphile_worker.add_job('back-in-stock-mail', json_build_object('productId', NEW.id));
  END IF;
  RETURN NULL;
END
$$;
