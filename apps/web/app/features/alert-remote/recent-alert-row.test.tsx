import type { RemoteAlert } from '@lootmarket/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecentAlertRow } from './recent-alert-row';

const alert = (state: RemoteAlert['state']): RemoteAlert => ({
  id: '7',
  source: 'donation',
  donorName: 'Гость',
  message: 'Привет',
  messageHidden: false,
  state,
  notBefore: null,
  createdAt: '2026-11-29T01:00:00.000Z',
});

const row = (state: RemoteAlert['state'], onSkip = vi.fn()) =>
  render(
    <ul>
      <RecentAlertRow alert={alert(state)} onReplay={vi.fn()} onHide={vi.fn()} onSkip={onSkip} />
    </ul>,
  );

describe('RecentAlertRow', () => {
  it('skips an alert that waits in the queue', () => {
    const onSkip = vi.fn();
    row('queued', onSkip);
    fireEvent.click(screen.getByRole('button', { name: 'Пропустить оповещение от Гость' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it.each(['on_screen', 'shown', 'skipped'] as const)('offers no skip for an alert %s', (state) => {
    row(state);
    expect(screen.queryByRole('button', { name: /Пропустить/ })).toBeNull();
  });
});
