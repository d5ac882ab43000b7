import { PUBLIC_API } from './define';

// Apart from the auth endpoints and their schemas: the browser renews a session from any page, and zod
// loads only with what parses an answer.

/** Where the browser renews an expired access token. */
export const SESSION_REFRESH_PATH = `${PUBLIC_API}/auth/refresh` as const;
