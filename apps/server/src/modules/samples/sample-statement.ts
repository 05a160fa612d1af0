import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * Takes one of the free sample asked for (`sampleId`) while `gate` holds, or, when it has run out
 * or the shopper said surprise me, the active sample with the most left. Nothing is taken when no
 * sample was asked for or none is left: a sample never stops an order. Returns the sample's id,
 * its name and whether the shop picked it.
 */
export function takeSampleSql(p: { sampleId: Placeholder; surprise: Placeholder }, gate: SQL): SQL {
  return sql`
      UPDATE samples s SET stock_quantity = s.stock_quantity - 1
        FROM (SELECT id FROM samples
               WHERE active AND stock_quantity > 0 AND (${p.sampleId}::int IS NOT NULL OR ${p.surprise}::boolean)
               ORDER BY (id = ${p.sampleId}::int) IS TRUE DESC, stock_quantity DESC, id
               LIMIT 1) pick
       WHERE ${gate} AND s.id = pick.id AND s.stock_quantity > 0
      RETURNING s.id, s.name, s.id IS DISTINCT FROM ${p.sampleId}::int AS surprise`;
}
