import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core'

/** Anonymous by design: nothing ties a completion to a person. */
export const quizCompletions = pgTable(
  'quiz_completions',
  {
    id: serial('id').primaryKey(),
    answers: smallint('answers').array().notNull(),
    score: smallint('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_completions_created_at_idx').on(t.createdAt),
    check('quiz_completions_answers_bounded', sql`cardinality(${t.answers}) <= 50`),
  ],
)
