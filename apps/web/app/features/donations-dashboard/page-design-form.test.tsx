import type { DonationPageDesignView, DonationStreamer } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { PageDesignForm } from './page-design-form';

const streamer: DonationStreamer = {
  id: 7,
  name: 'Лиза Котова',
  slug: 'liza-kotova',
  avatar: null,
  avatarLetters: 'ЛК',
  avatarColor: '#e0457b',
};
const saved: DonationPageDesignView = {
  accent: 'violet',
  background: 'glow',
  headline: 'Привет, чат!',
  about: '',
  updatedAt: '2026-11-24T01:00:00.000Z',
};

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ToastProvider>
            <PageDesignForm design={saved} streamer={streamer} />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ['/7/donations/dashboard/donation-page'] },
  );
  render(<RouterProvider router={router} />);
}

describe('PageDesignForm', () => {
  it('shows the saved design and keeps saving off until something changes', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Фиолетовый' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Сияние/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveValue('Привет, чат!');
    expect(screen.getByText('12/120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить оформление' })).toBeDisabled();
  });

  it('redraws the preview with every change, as plain text', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Зелёный' }));
    await user.click(screen.getByRole('radio', { name: /Сетка/ }));
    const headline = screen.getByRole('textbox', { name: 'Заголовок' });
    await user.clear(headline);
    await user.type(headline, '<img src=x>Спасибо!');
    await user.type(screen.getByRole('textbox', { name: 'О себе' }), 'Стримы по вечерам');

    const preview = screen.getByTestId('page-design-preview');
    expect(preview.querySelector('[style*="--donate-accent"]')?.getAttribute('style')).toContain('#16a34a');
    expect(preview.querySelector('[data-background="grid"]')).not.toBeNull();
    expect(screen.getAllByTestId('donate-headline').at(-1)).toHaveTextContent('<img src=x>Спасибо!');
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.getByText('17/300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить оформление' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    expect(screen.getByRole('radio', { name: 'Фиолетовый' })).toHaveAttribute('aria-checked', 'true');
    expect(headline).toHaveValue('Привет, чат!');
  });

  it('stops the headline at 120 and the about text at 300 characters', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveAttribute('maxLength', '120');
    expect(screen.getByRole('textbox', { name: 'О себе' })).toHaveAttribute('maxLength', '300');
  });
});
