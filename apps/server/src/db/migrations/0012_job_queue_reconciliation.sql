-- Payment reconciliation (docs/product.md#checkout): a paid payment must end as one order or one
-- refund even when the shopper's place call never arrives (a crash, a lost connection, a closed
-- tab). The intent therefore records everything an order needs besides the cart it already
-- keeps: the shipping address and the storefront origin for the mail's links. The background
-- worker (graphile-worker, its own schema `graphile_worker`, migrated by db/job-queue.ts under
-- the same advisory lock as this file) sweeps paid intents without an order after a grace period.
ALTER TABLE "payment_intents" ADD COLUMN "shipping_address" jsonb;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "origin" text;
--> statement-breakpoint
-- When the payment was recorded as succeeded: the grace period counts from here.
ALTER TABLE "payment_intents" ADD COLUMN "paid_at" timestamp with time zone;
--> statement-breakpoint
-- When the reconciler last asked the provider about an intent it has not seen paid (Stripe), or
-- last failed to settle a paid one (the database or the provider failing): it waits before the next try.
ALTER TABLE "payment_intents" ADD COLUMN "provider_checked_at" timestamp with time zone;
--> statement-breakpoint
-- Set once the reconciler is done with the intent (its order exists, or it was refunded and the
-- shopper mailed); the sweep only ever reads unsettled rows.
ALTER TABLE "payment_intents" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
-- 'placed_late' | 'refunded' | 'failing': why an owner should look at this payment.
ALTER TABLE "payment_intents" ADD COLUMN "attention" text;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "attention_note" text;
--> statement-breakpoint
UPDATE "payment_intents" SET "paid_at" = coalesce("updated_at", "created_at") WHERE "status" = 'succeeded';
--> statement-breakpoint
-- Intents an older version already placed or refunded need nothing more.
UPDATE "payment_intents" i SET "settled_at" = now()
 WHERE i."status" = 'refunded' OR EXISTS (SELECT 1 FROM "orders" o WHERE o."payment_intent_id" = i."id");
--> statement-breakpoint
CREATE INDEX "payment_intents_unsettled_idx" ON "payment_intents" ("paid_at")
  WHERE "status" = 'succeeded' AND "settled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "payment_intents_unconfirmed_idx" ON "payment_intents" ("created_at")
  WHERE "status" IN ('requires_payment_method', 'failed') AND "provider" <> 'demo' AND "settled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "payment_intents_attention_idx" ON "payment_intents" ("paid_at" DESC, "id")
  WHERE "attention" IS NOT NULL;
--> statement-breakpoint
-- What the reconciler did with a payment, step by step: the history an owner reads in
-- Admin → Orders → Payments needing attention.
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL REFERENCES "payment_intents"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_events_intent_idx" ON "payment_events" ("payment_intent_id", "created_at", "id");
