import { Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, TextStatement } from './client';

/** A text statement whose parameters are named `sql.placeholder`s: what each $n of its text stands for, in order. */
export interface NamedStatement<Name extends string> extends TextStatement {
  params: Name[];
}

/** A value a named parameter takes: sent as text (PostgreSQL casts it by where it stands), or SQL null. */
export type ParamValue = string | number | boolean | null;

const dialect = new PgDialect();

/**
 * Writes Drizzle SQL out once as a named prepared statement. Every value in it must be a
 * `sql.placeholder(name)` (a value written in would be the same for every call, a sign of a
 * mistake); a name may stand in several places.
 */
export function namedStatement<Name extends string>(name: string, query: SQL): NamedStatement<Name> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return {
    name,
    text,
    params: params.map((param, at) => {
      if (!(param instanceof Placeholder)) throw new Error(`Statement ${name}: parameter ${at + 1} is a value, not a placeholder`);
      return param.name as Name;
    }),
  };
}

/** Runs a named statement with a value for each of its names: the first column of its first row, undefined when none came back. */
export function runNamed<Name extends string>(
  database: Pick<Database, 'queryText'>,
  statement: NamedStatement<Name>,
  values: Record<Name, ParamValue>,
): Promise<string | undefined> {
  return database.queryText(
    statement,
    statement.params.map((name) => (values[name] === null ? null : String(values[name]))),
  );
}

/** A JSON object the database builds from named SQL values (columns, subqueries): its keys are the code's own names. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
}
