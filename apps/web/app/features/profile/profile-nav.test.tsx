import type { HeaderUser } from '@lootmarket/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { ProfileNav } from './profile-nav';

const user: HeaderUser = {
  id: '1024',
  name: 'Kate',
  avatar: null,
  avatarLetters: 'KT',
  avatarColor: '#7c5cff',
  isSeller: false,
  isStreamer: true,
};

function renderNav(variant: 'page' | 'side') {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/1024']}>
        <ProfileNav user={user} variant={variant} />
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('ProfileNav', () => {
  it.each(['page', 'side'] as const)('has a support entry opening the messenger bot (%s)', (variant) => {
    renderNav(variant);
    const support = within(screen.getByRole('navigation', { name: 'Профиль' })).getByRole('link', {
      name: 'Поддержка',
    });
    expect(support).toHaveAttribute('href', 'https://t.me/lootmarket_support_bot');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the wallet reachable for a streamer', () => {
    renderNav('page');
    expect(screen.getByRole('link', { name: 'Кошелёк' })).toHaveAttribute('href', '/1024/wallet');
  });
});
