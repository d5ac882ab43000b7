import { z } from 'zod';
import { ATTRIBUTION } from '../attribution';

const mark = z.string().trim().min(1).max(ATTRIBUTION.maxLength);

/** What `POST order` carries about how the buyer arrived; each mark optional, anything longer is refused. */
export const orderAttributionSchema = z.object({
  utm_source: mark.optional(),
  utm_medium: mark.optional(),
  utm_campaign: mark.optional(),
  utm_term: mark.optional(),
  utm_content: mark.optional(),
  admitad_uid: mark.optional(),
});
export type OrderAttribution = z.infer<typeof orderAttributionSchema>;
