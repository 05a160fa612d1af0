/** The Skincare Guide's articles (docs/product.md#the-skincare-guide). */
import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Concern, GuideTopic, ProductType, SkinType } from '@seoul-glow/shared';
import { createdAt } from './columns';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

export const guideArticles = pgTable(
  'guide_articles',
  {
    id: serial('id').primaryKey(),
    /** The article's address (/guide/{slug}) and the key the team's articles are seeded by: never changed. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    topic: text('topic').$type<GuideTopic>().notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** Glossary ingredient slugs. */
    ingredients: textList('ingredients'),
    concerns: textList('concerns').$type<Concern[]>(),
    skinTypes: textList('skin_types').$type<SkinType[]>(),
    productTypes: textList('product_types').$type<ProductType[]>(),
    asks: textList('asks'),
    related: textList('related'),
    reviewedAt: date('reviewed_at', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /** Raised by every write: other instances poll max(updated_at) to rebuild their search index. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guide_articles_slug_idx').on(t.slug)],
);
