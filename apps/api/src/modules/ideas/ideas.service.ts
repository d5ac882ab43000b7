import type { IdeaRequest, IdeaView } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createIdeasRepo, type IdeaRow } from './ideas.repo';

export interface IdeasServiceDeps {
  db: Db;
  /** The account's e-mail, so admins can answer a signed-in author who left none. */
  contactEmail(userId: number): Promise<string | null>;
}

const toView = (row: IdeaRow): IdeaView => ({
  id: row.id,
  text: row.text,
  email: row.email,
  userId: row.userId === null ? null : String(row.userId),
  createdAt: row.createdAt.toISOString(),
});

/** «Предложить идею»: ideas are stored as sent and read by admins. */
export function createIdeasService({ db, contactEmail }: IdeasServiceDeps) {
  const repo = createIdeasRepo(db);
  return {
    async submit(idea: IdeaRequest, userId: number | null): Promise<{ id: number; createdAt: string }> {
      const email = idea.email ?? (userId === null ? null : await contactEmail(userId));
      const row = await repo.insert({ userId, email, text: idea.text });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
    async list(): Promise<{ items: IdeaView[] }> {
      return { items: (await repo.latest()).map(toView) };
    },
  };
}
export type IdeasService = ReturnType<typeof createIdeasService>;
