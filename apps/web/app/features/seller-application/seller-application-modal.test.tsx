import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { ToastProvider } from '#app/components/ui/toast';
import { SellerApplicationModal } from './seller-application-modal';
import { SELLER_RULES } from './seller-rules';

function Harness({
  submit,
}: {
  submit: (input: { contact_method: string; telegram_login: string; policy_accepted: boolean }) => Promise<void>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <SellerApplicationModal open={open} onOpenChange={setOpen} submit={submit} />
    </ToastProvider>
  );
}

const dialog = () => screen.getByRole('dialog');
const ok = () => within(dialog()).getByRole('button', { name: 'OK' });

describe('SellerApplicationModal', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => resetViewport());

  it('shows the seller rules and a consent link to the policy', () => {
    render(<Harness submit={vi.fn()} />);
    for (const rule of SELLER_RULES) expect(within(dialog()).getByText(rule)).toBeInTheDocument();
    const link = within(dialog()).getByRole('link', { name: 'политику конфиденциальности' });
    expect(link).toHaveAttribute('href', '/policy');
  });

  it('validates the Telegram ID and the checkbox before submitting', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(<Harness submit={submit} />);
    await user.click(ok());
    expect(within(dialog()).getAllByText('Это поле обязательно')).toHaveLength(2);
    await user.type(within(dialog()).getByLabelText(/Telegram ID/), 'bad id!');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(ok());
    expect(within(dialog()).getByText('Неверный формат ID')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits, shows the loading OK button, thanks, and a second OK closes and resets', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness submit={submit} />);
    await user.type(within(dialog()).getByLabelText(/Telegram ID/), 'seller_42');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(ok());
    expect(submit).toHaveBeenCalledWith({
      contact_method: 'TELEGRAM',
      telegram_login: 'seller_42',
      policy_accepted: true,
    });
    expect(ok()).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(within(dialog()).getByText('Спасибо за заявку!')).toBeInTheDocument());
    await user.click(ok());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(within(dialog()).getByLabelText(/Telegram ID/)).toHaveValue('');
    expect(within(dialog()).getByRole('checkbox')).not.toBeChecked();
    expect(within(dialog()).queryByText('Спасибо за заявку!')).not.toBeInTheDocument();
  });

  it('offers the contact methods Telegram, E-mail and VK, each with its own field', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(<Harness submit={submit} />);
    const methods = within(dialog()).getByRole('group', { name: 'Способ связи' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Telegram', 'E-mail', 'VK']);
    expect(within(methods).getByRole('radio', { name: 'Telegram' })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: 'E-mail' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /E-mail/ }), 'seller_42');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(ok());
    expect(within(dialog()).getByText('Неверная почта')).toBeInTheDocument();
    await user.click(within(methods).getByRole('radio', { name: 'VK' }));
    await user.clear(within(dialog()).getByRole('textbox', { name: /VK ID/ }));
    await user.type(within(dialog()).getByRole('textbox', { name: /VK ID/ }), 'id4242');
    await user.click(ok());
    expect(submit).toHaveBeenCalledWith({ contact_method: 'VK', telegram_login: 'id4242', policy_accepted: true });
    expect(await within(dialog()).findByText(/напишем вам во ВКонтакте/)).toBeInTheDocument();
  });

  it('clears typed values and errors when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness submit={vi.fn()} />);
    await user.click(ok());
    await user.type(within(dialog()).getByLabelText(/Telegram ID/), 'x y');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(within(dialog()).getByLabelText(/Telegram ID/)).toHaveValue('');
    expect(within(dialog()).queryByText('Это поле обязательно')).not.toBeInTheDocument();
  });

  it('shows the failure toast and keeps the form when the request fails', async () => {
    const user = userEvent.setup();
    render(<Harness submit={vi.fn(async () => Promise.reject(new Error('down')))} />);
    await user.type(within(dialog()).getByLabelText(/Telegram ID/), 'seller');
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(ok());
    expect(await screen.findByText('Не удалось стать продавцом. Пожалуйста, попробуйте еще раз.')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Telegram ID/)).toHaveValue('seller');
  });
});
