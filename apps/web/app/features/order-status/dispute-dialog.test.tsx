import type { OrderView } from '@lootmarket/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { DisputeDialog } from './dispute-dialog';

const ORDER: OrderView = {
  id: '8f3a2c1d-1111-4000-8000-000000000000',
  status: 'PROCESSING',
  stage: 'delivered',
  displayStatus: 'DELIVERED',
  sellerStatus: 'DELIVERED',
  deadline: null,
  canPay: false,
  canConfirm: true,
  canDispute: true,
  product: { id: '00000000-0000-4000-8000-000000000001', slug: 'rust-key', title: 'Rust', productType: 'game_dlc_key' },
  offerId: '00000000-0000-4000-8000-000000000002',
  seller: { id: '42', name: 'KeyShop' },
  quantity: 1,
  unitPrice: { amount: 106_893, currency: 'rub' },
  amount: { amount: 106_893, currency: 'rub' },
  inputs: {},
  delivery: { text: null, keys: ['AAAA-BBBB'] },
  createdAt: '2026-11-24T11:05:00.000Z',
  deliveredAt: '2026-11-24T11:06:00.000Z',
  dispute: null,
};

const show = (onOpened = vi.fn()) => {
  render(
    <ToastProvider>
      <DisputeDialog
        order={ORDER}
        viewer={{ kind: 'guest', token: 'token-1234567' }}
        open
        onOpenChange={() => {}}
        onOpened={onOpened}
      />
    </ToastProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Открыть спор' }));
};

describe('DisputeDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason and a text before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const dialog = show();
    await userEvent.click(dialog.getByRole('button', { name: 'Открыть спор' }));
    expect(dialog.getByText('Выберите причину спора')).toBeInTheDocument();
    expect(dialog.getByText('Опишите, что случилось')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason, the text and the pictures as one form with the guest token', async () => {
    const disputed: OrderView = {
      ...ORDER,
      stage: 'disputed',
      displayStatus: 'DISAGREEMENT',
      dispute: {
        reason: 'not_working',
        reasonLabel: 'Ключ или товар не работает',
        openedAt: '2026-11-24T12:00:00.000Z',
        state: 'open',
        decision: null,
        refunded: null,
        note: null,
        resolvedAt: null,
      },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(disputed), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const onOpened = vi.fn();
    const dialog = show(onOpened);
    await userEvent.click(dialog.getByRole('radio', { name: 'Ключ или товар не работает' }));
    await userEvent.type(dialog.getByLabelText('Что случилось'), 'Steam пишет, что ключ уже использован');
    await userEvent.upload(
      dialog.getByTestId('dispute-pictures'),
      new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' }),
    );
    expect(dialog.getByRole('img', { name: 'Изображение 1' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Открыть спор' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(disputed));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/gw/public/v1/order/dispute?id=${ORDER.id}&token=token-1234567`);
    const form = init.body as FormData;
    expect(form.get('reason')).toBe('not_working');
    expect(form.get('text')).toBe('Steam пишет, что ключ уже использован');
    expect((form.getAll('file')[0] as File).name).toBe('shot.png');
  });
});
