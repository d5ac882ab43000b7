import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './toast';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

function renderProvider() {
  return render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
}

const messages = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast as a live status and hides it after 5 seconds', () => {
    renderProvider();
    act(() => void api.show({ type: 'success', message: 'Заказ оформлен' }));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(toast).toHaveTextContent('Заказ оформлен');
    advance(4999);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderProvider();
    act(() => void api.show({ type: 'info', message: 'Скопировано', duration: 1000 }));
    advance(1000);
    expect(messages()).toEqual([]);
  });

  it('keeps three on screen and brings the queued one in when a slot frees up', () => {
    renderProvider();
    act(() => {
      api.show({ type: 'info', message: 'Первое' });
      api.show({ type: 'info', message: 'Второе' });
      api.show({ type: 'warning', message: 'Третье' });
      api.show({ type: 'error', message: 'Четвёртое' });
    });
    expect(messages()).toEqual(['Информация: Первое', 'Информация: Второе', 'Внимание: Третье']);
    advance(5000);
    expect(messages()).toEqual(['Ошибка: Четвёртое']);
    // The queued toast gets its full time from the moment it appears.
    advance(4999);
    expect(messages()).toEqual(['Ошибка: Четвёртое']);
    advance(1);
    expect(messages()).toEqual([]);
  });

  it('suppresses an identical toast unless duplicates are allowed', () => {
    renderProvider();
    act(() => {
      api.show({ type: 'error', message: 'Нет сети' });
      api.show({ type: 'error', message: 'Нет сети' });
    });
    expect(messages()).toHaveLength(1);
    act(() => void api.show({ type: 'error', message: 'Нет сети', allowDuplicate: true }));
    expect(messages()).toHaveLength(2);
  });

  it('closes from the close button and by id', () => {
    renderProvider();
    let id = '';
    act(() => {
      api.show({ type: 'info', message: 'Один' });
      id = api.show({ type: 'info', message: 'Два' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Закрыть уведомление' })[0]!);
    expect(messages()).toEqual(['Информация: Два']);
    act(() => api.dismiss(id));
    expect(messages()).toEqual([]);
  });

  it('holds the timer while hovered', () => {
    renderProvider();
    act(() => void api.show({ type: 'info', message: 'Читаю' }));
    advance(3000);
    fireEvent.pointerEnter(screen.getByTestId('toast'));
    advance(10_000);
    expect(messages()).toHaveLength(1);
    fireEvent.pointerLeave(screen.getByTestId('toast'));
    advance(1999);
    expect(messages()).toHaveLength(1);
    advance(1);
    expect(messages()).toEqual([]);
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });
});
