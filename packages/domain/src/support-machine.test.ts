import { describe, expect, it } from 'vitest';
import { nextSupportStatus } from './support-machine';

describe('support ticket statuses', () => {
  it('waits for staff after the user writes, for the user after staff answer', () => {
    expect(nextSupportStatus('open', 'user_message')).toBe('open');
    expect(nextSupportStatus('open', 'staff_message')).toBe('waiting_user');
    expect(nextSupportStatus('waiting_user', 'user_message')).toBe('waiting_staff');
    expect(nextSupportStatus('waiting_staff', 'staff_message')).toBe('waiting_user');
  });

  it('closes once, reopens only closed tickets, and a user writing reopens a closed one', () => {
    expect(nextSupportStatus('waiting_user', 'close')).toBe('closed');
    expect(nextSupportStatus('closed', 'close')).toBeNull();
    expect(nextSupportStatus('open', 'reopen')).toBeNull();
    expect(nextSupportStatus('closed', 'reopen')).toBe('waiting_staff');
    expect(nextSupportStatus('closed', 'staff_message')).toBeNull();
    expect(nextSupportStatus('closed', 'user_message')).toBe('waiting_staff');
  });
});
