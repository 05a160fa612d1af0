import { Param, Placeholder, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * One SQL statement of a hot path (checkout, catalog search), written with drizzle's `sql` and named
 * placeholders, rendered once and run as a named (server-side prepared) statement: PostgreSQL
 * parses and plans it once per connection instead of on every request, and no SQL is rebuilt
 * per call. Values only ever travel as bound parameters.
 */
export class NamedStatement<P extends Record<string, unknown>, R> {
  private readonly text: string;
  private readonly order: (keyof P & string)[];

  constructor(
    private readonly name: string,
    query: SQL,
  ) {
    const rendered = dialect.sqlToQuery(query);
    this.text = rendered.sql;
    this.order = rendered.params.map((p) => {
      const placeholder = is(p, Param) ? (p as Param).value : p;
      if (!is(placeholder, Placeholder)) throw new Error(`${name}: use sql.placeholder() for every value`);
      return (placeholder as Placeholder<keyof P & string>).name;
    });
  }

  async run(db: Db, params: P): Promise<R[]> {
    const pool = (db as Db & { $client: pg.Pool }).$client;
    const result = await pool.query({
      name: this.name,
      text: this.text,
      values: this.order.map((k) => params[k]),
    });
    return result.rows as R[];
  }
}

/** Shorthand for a named placeholder. */
export const ph = <N extends string>(name: N) => new Placeholder(name);
