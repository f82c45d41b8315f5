import { sql } from 'drizzle-orm'
import { check, integer, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** A check that the column holds one of the values. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`)

/** A row that belongs to another and goes with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' })
