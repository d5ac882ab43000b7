import type { SupportStatus } from './contracts/support';

/** What happens to a ticket: a message from either side, or staff closing and reopening it. */
export type SupportEvent = 'user_message' | 'staff_message' | 'close' | 'reopen';

/**
 * The ticket's next status, or null when the event is not allowed. A user writing to a closed ticket
 * reopens it (they still need help); staff reopen a closed ticket before answering it.
 */
export function nextSupportStatus(status: SupportStatus, event: SupportEvent): SupportStatus | null {
  switch (event) {
    case 'user_message':
      return status === 'open' ? 'open' : 'waiting_staff';
    case 'staff_message':
      return status === 'closed' ? null : 'waiting_user';
    case 'close':
      return status === 'closed' ? null : 'closed';
    case 'reopen':
      return status === 'closed' ? 'waiting_staff' : null;
  }
}

/** The statuses in which a ticket waits for staff, counted in the queue and its oldest-waiting age. */
export const SUPPORT_WAITING_FOR_STAFF: readonly SupportStatus[] = ['open', 'waiting_staff'];
