CREATE TABLE "guide_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"ingredients" text[] DEFAULT '{}' NOT NULL,
	"concerns" text[] DEFAULT '{}' NOT NULL,
	"skin_types" text[] DEFAULT '{}' NOT NULL,
	"product_types" text[] DEFAULT '{}' NOT NULL,
	"asks" text[] DEFAULT '{}' NOT NULL,
	"related" text[] DEFAULT '{}' NOT NULL,
	"reviewed_at" date NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guide_articles_slug_idx" ON "guide_articles" USING btree ("slug");