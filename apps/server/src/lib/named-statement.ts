import { Param, Placeholder, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * One SQL statement of a hot path (checkout, catalog search), written with drizzle's `sql` and named
 * placeholders, rendered once and run as a named (server-side prepared) statement: PostgreSQL
 * parses and plans it once per connection instead of on every request, and no SQL is rebuilt
 * per call. Values only ever travel as bound parameters, taken from the params object by name.
 */
export class NamedStatement<P extends object, R> {
  private readonly text: string;
  /** Each bound value's path into the params object: `order.email` reads params.order.email. */
  private readonly paths: string[][];

  constructor(
    private readonly name: string,
    query: SQL,
  ) {
    const rendered = dialect.sqlToQuery(query);
    this.text = rendered.sql;
    this.paths = rendered.params.map((p) => {
      const placeholder = is(p, Param) ? (p as Param).value : p;
      if (!is(placeholder, Placeholder)) throw new Error(`${name}: use sql.placeholder() for every value`);
      return (placeholder as Placeholder).name.split('.');
    });
  }

  async run(db: Db, params: P): Promise<R[]> {
    const pool = (db as Db & { $client: pg.Pool }).$client;
    const result = await pool.query({
      name: this.name,
      text: this.text,
      values: this.paths.map((path) => valueAt(params, path)),
    });
    return result.rows as R[];
  }
}

function valueAt(params: object, path: string[]): unknown {
  let value: unknown = params;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value;
}

/** Shorthand for a named placeholder; a dotted name (`address.city`) reads a nested field. */
export const ph = <N extends string>(name: N) => new Placeholder(name);

/** Every placeholder name a params object offers: its keys, and dotted paths into nested objects. */
export type ParamPaths<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[] | Date | null | undefined
    ? K
    : T[K] extends object
      ? `${K}.${ParamPaths<T[K]>}`
      : K;
}[keyof T & string];

/** Placeholders checked against a params type: a misspelt name is a compile error, not a null. */
export const placeholdersOf =
  <P>() =>
  (name: ParamPaths<P>) =>
    new Placeholder(name);
