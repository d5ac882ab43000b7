import { translationsResponseSchema } from '../translations';
import { defineEndpoint } from './define';

/** Interface texts by group. */
export const translationEndpoints = {
  all: defineEndpoint({ method: 'GET', path: '/api/translations', response: translationsResponseSchema }),
};
