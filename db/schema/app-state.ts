import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small facts about this installation: when seed content was written, the upload signing key. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
