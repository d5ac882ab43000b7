import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routeRedirects } from './route-redirects.tables';

export type RouteRedirectRow = typeof routeRedirects.$inferSelect;

export function createRouteRedirectsRepo(db: Db) {
  return {
    /** The redirect of the longest of the given paths that has one. */
    findLongest: async (paths: string[]): Promise<RouteRedirectRow | undefined> => {
      const [row] = await db
        .select()
        .from(routeRedirects)
        .where(inArray(routeRedirects.fromPath, paths))
        .orderBy(desc(sql`length(${routeRedirects.fromPath})`))
        .limit(1);
      return row;
    },

    /** Adds redirects, keeping existing ones as they are. */
    insertMissing: async (rows: { fromPath: string; toPath: string }[]): Promise<void> => {
      if (rows.length > 0) await db.insert(routeRedirects).values(rows).onConflictDoNothing();
    },
  };
}
