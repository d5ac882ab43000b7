import { DEFAULT_DONATION_PAGE_DESIGN, type DonationPageResponse } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { DonateForm } from './donate-form';

const page: DonationPageResponse = {
  streamer: {
    id: 7,
    name: 'Лиза Котова',
    slug: 'liza-kotova',
    avatar: null,
    avatarLetters: 'ЛК',
    avatarColor: '#e0457b',
  },
  goal: null,
  minAmounts: { rub: 30_000 },
  design: { ...DEFAULT_DONATION_PAGE_DESIGN, updatedAt: null },
  hidden: false,
  hiddenReason: null,
};

function renderForm(user: Parameters<typeof DonateForm>[0]['user'] = null) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <DonateForm page={page} user={user} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const amount = () => screen.getByRole('textbox', { name: 'Сумма' });

describe('DonateForm', () => {
  it("starts at the streamer's minimum and offers only quick amounts from it", () => {
    renderForm();
    expect(amount()).toHaveValue('300');
    // Text queries compare with spaces where the page has no-break spaces.
    expect(screen.getByText('от 300 до 10 000 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '100\u00A0₽' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить 300\u00A0₽' })).toBeInTheDocument();
  });

  it('switches currency with its own limits and symbol', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '$ USD' }));
    expect(screen.getByRole('radio', { name: '$ USD' })).toHaveAttribute('aria-checked', 'true');
    expect(amount()).toHaveValue('1');
    expect(screen.getByText('от $1 до $99.76')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(screen.getByRole('button', { name: 'Отправить $25' })).toBeInTheDocument();
  });

  it('says what is wrong before anything is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(amount());
    await user.type(amount(), '200');
    await user.click(screen.getByRole('button', { name: /Отправить/ }));
    expect(await screen.findByText('Сумма доната — от 300 до 10 000 ₽')).toBeInTheDocument();
    expect(screen.getByText('Это поле обязательно')).toBeInTheDocument();
  });

  it('never names an amount the form refuses on its button', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(amount());
    await user.type(amount(), '50');
    expect(screen.getByRole('button', { name: 'Отправить донат' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отправить 50/ })).not.toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '20000');
    expect(screen.getByRole('button', { name: 'Отправить донат' })).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '500');
    expect(screen.getByRole('button', { name: 'Отправить 500\u00A0₽' })).toBeInTheDocument();
  });

  it("fills a signed-in donor's name and counts the message", async () => {
    const user = userEvent.setup();
    renderForm({
      id: '5',
      name: 'Фанат',
      avatar: null,
      avatarLetters: 'Ф',
      avatarColor: '#333',
      isSeller: false,
      isStreamer: false,
    });
    expect(screen.getByLabelText(/Ваше имя/)).toHaveValue('Фанат');
    await user.type(screen.getByLabelText('Сообщение'), 'Привет');
    expect(screen.getByText('6/300')).toBeInTheDocument();
    expect(screen.getByText(/Вы вошли как Фанат/)).toBeInTheDocument();
  });
});
