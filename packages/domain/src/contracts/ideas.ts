import { z } from 'zod';
import { guestEmailSchema } from '../validation/email';

export const IDEA_TEXT_MIN = 10;
export const IDEA_TEXT_MAX = 1000;
export const IDEA_TEXT_MESSAGE = `Опишите идею: от ${IDEA_TEXT_MIN} до ${IDEA_TEXT_MAX} символов`;

/**
 * `POST profile/idea`: «Предложить идею». Signed-in authors are known by their session; anyone else may leave
 * an e-mail for an answer.
 */
export const ideaRequestSchema = z.object({
  text: z
    .string({ error: IDEA_TEXT_MESSAGE })
    .trim()
    .min(IDEA_TEXT_MIN, { error: IDEA_TEXT_MESSAGE })
    .max(IDEA_TEXT_MAX, { error: IDEA_TEXT_MESSAGE }),
  email: guestEmailSchema.optional(),
});
export type IdeaRequest = z.infer<typeof ideaRequestSchema>;

export const ideaSubmittedSchema = z.object({ id: z.number().int(), createdAt: z.iso.datetime() });

/** An idea as admins read it: the text, who sent it (account and/or e-mail) and when. */
export const ideaViewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type IdeaView = z.infer<typeof ideaViewSchema>;
export const ideaListSchema = z.object({ items: z.array(ideaViewSchema) });
