import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideas } from './ideas.tables';

export type IdeaRow = typeof ideas.$inferSelect;

/** The newest ideas an admin reads in one go. */
const LIST_LIMIT = 200;

export function createIdeasRepo(db: Db) {
  return {
    async insert(idea: { userId: number | null; email: string | null; text: string }): Promise<IdeaRow> {
      const [row] = await db.insert(ideas).values(idea).returning();
      return row!;
    },
    latest(): Promise<IdeaRow[]> {
      return db.select().from(ideas).orderBy(desc(ideas.createdAt), desc(ideas.id)).limit(LIST_LIMIT);
    },
  };
}
