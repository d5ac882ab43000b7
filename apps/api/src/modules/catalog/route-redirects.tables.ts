import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Old page paths (a renamed listing or product slug) and where they live now; answered with 301. */
export const routeRedirects = pgTable(
  'route_redirects',
  {
    fromPath: text('from_path').primaryKey(),
    toPath: text('to_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('route_redirects_paths_absolute', sql`${table.fromPath} ~ '^/[^/?#]' and ${table.toPath} ~ '^/'`),
    check('route_redirects_not_to_itself', sql`${table.fromPath} <> ${table.toPath}`),
  ],
);
