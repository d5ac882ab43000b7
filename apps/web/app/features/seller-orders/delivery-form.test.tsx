import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { DeliveryForm } from './delivery-form';

function renderForm(imagesAttached = 0) {
  const onDelivered = vi.fn();
  render(
    <ToastProvider>
      <DeliveryForm
        orderId="3f2b9c1a-0000-4000-8000-000000000000"
        imagesAttached={imagesAttached}
        onDelivered={onDelivered}
      />
    </ToastProvider>,
  );
  return { onDelivered };
}

describe('DeliveryForm', () => {
  it('asks for the text before handing anything over', async () => {
    const user = userEvent.setup();
    const { onDelivered } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Передать заказ' }));
    expect(screen.getByText('Это поле обязательно')).toBeInTheDocument();
    expect(onDelivered).not.toHaveBeenCalled();
  });

  it('keeps files that are not pictures out of the upload queue', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(screen.getByLabelText('Скриншоты'), new File(['#!/bin/sh'], 'run.sh', { type: 'text/x-sh' }));
    expect(await screen.findByText('Загрузите изображение PNG, JPEG или WebP до 10 МБ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Убрать/ })).toBeNull();
  });

  it('offers no more room once the order holds the most pictures it may', () => {
    renderForm(10);
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });
});
