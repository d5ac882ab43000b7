import { describe, expect, it } from 'vitest';
import { emptyToastState, toastReducer, type Toast, type ToastState } from './toast-queue';

const toast = (id: string, message = `Сообщение ${id}`, type: Toast['type'] = 'info'): Toast => ({
  id,
  type,
  message,
  duration: 5000,
});

function showAll(...toasts: Toast[]): ToastState {
  return toasts.reduce((state, t) => toastReducer(state, { type: 'show', toast: t }), emptyToastState);
}

const ids = (list: Toast[]) => list.map((t) => t.id);

describe('toastReducer', () => {
  it('shows up to three toasts and queues the rest in order', () => {
    const state = showAll(toast('1'), toast('2'), toast('3'), toast('4'), toast('5'));
    expect(ids(state.visible)).toEqual(['1', '2', '3']);
    expect(ids(state.queued)).toEqual(['4', '5']);
  });

  it('moves the first queued toast up when a visible one leaves', () => {
    const state = toastReducer(showAll(toast('1'), toast('2'), toast('3'), toast('4'), toast('5')), {
      type: 'dismiss',
      id: '2',
    });
    expect(ids(state.visible)).toEqual(['1', '3', '4']);
    expect(ids(state.queued)).toEqual(['5']);
  });

  it('drops a queued toast without touching the visible ones', () => {
    const before = showAll(toast('1'), toast('2'), toast('3'), toast('4'));
    const state = toastReducer(before, { type: 'dismiss', id: '4' });
    expect(state.visible).toBe(before.visible);
    expect(state.queued).toEqual([]);
  });

  it('leaves the state alone for an unknown id', () => {
    const before = showAll(toast('1'));
    expect(toastReducer(before, { type: 'dismiss', id: 'nope' })).toBe(before);
  });

  it('suppresses the same message and type while it is visible or queued', () => {
    const visible = showAll(toast('1', 'Сохранено', 'success'));
    expect(toastReducer(visible, { type: 'show', toast: toast('2', 'Сохранено', 'success') })).toBe(visible);

    const full = showAll(toast('1'), toast('2'), toast('3'), toast('4', 'Ошибка сети', 'error'));
    expect(toastReducer(full, { type: 'show', toast: toast('5', 'Ошибка сети', 'error') })).toBe(full);
  });

  it('treats another type with the same message as a different toast', () => {
    const state = toastReducer(showAll(toast('1', 'Готово', 'success')), {
      type: 'show',
      toast: toast('2', 'Готово', 'info'),
    });
    expect(ids(state.visible)).toEqual(['1', '2']);
  });

  it('shows a duplicate when asked to', () => {
    const state = toastReducer(showAll(toast('1', 'Готово')), {
      type: 'show',
      toast: toast('2', 'Готово'),
      allowDuplicate: true,
    });
    expect(ids(state.visible)).toEqual(['1', '2']);
  });

  it('allows the same message again once the first one is gone', () => {
    const gone = toastReducer(showAll(toast('1', 'Готово')), { type: 'dismiss', id: '1' });
    expect(ids(toastReducer(gone, { type: 'show', toast: toast('2', 'Готово') }).visible)).toEqual(['2']);
  });
});
