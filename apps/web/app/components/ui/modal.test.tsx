import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';
import { resetViewport, setViewportWidth } from './test-viewport';

function renderModal(props: Partial<ModalProps> = {}) {
  const onOpenChange = vi.fn();
  const utils = render(
    <Modal open onOpenChange={onOpenChange} title="Вход / Авторизация" {...props}>
      <p>Содержимое</p>
    </Modal>,
  );
  return { onOpenChange, ...utils };
}

// Radix starts listening for outside presses on the next tick after opening.
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const overlays = () => [...document.querySelectorAll<HTMLElement>('[data-modal-overlay]')];

describe('Modal on desktop', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(resetViewport);

  it('keeps its surface and what was typed when the screen narrows while it is open', () => {
    const form = (open: boolean) => (
      <Modal open={open} onOpenChange={() => {}} title="Введи код">
        <input aria-label="Код" defaultValue="" />
      </Modal>
    );
    const { rerender } = render(form(true));
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '123456' } });
    setViewportWidth(375);
    rerender(form(true));
    expect(screen.getByLabelText('Код')).toHaveValue('123456');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-vaul-drawer');
    rerender(form(false));
    rerender(form(true));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-vaul-drawer');
  });

  it('renders a labelled dialog with its content and footer', () => {
    renderModal({ description: 'Выбери способ', footer: <button type="button">Ок</button> });
    const dialog = screen.getByRole('dialog', { name: 'Вход / Авторизация' });
    expect(dialog).toHaveAccessibleDescription('Выбери способ');
    expect(screen.getByText('Содержимое')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ок' })).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('data-vaul-drawer');
  });

  it('closes on Escape', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on an outside click', async () => {
    const { onOpenChange } = renderModal();
    await nextTick();
    fireEvent.pointerDown(overlays()[0]!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes from its close button', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores Escape and outside clicks and hides the close button when not dismissible', async () => {
    const { onOpenChange } = renderModal({ dismissible: false });
    await nextTick();
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(overlays()[0]!);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('stays open when a toast is pressed', async () => {
    const toasts = document.createElement('div');
    toasts.setAttribute('data-toast-viewport', '');
    document.body.append(toasts);
    const { onOpenChange } = renderModal();
    await nextTick();
    fireEvent.pointerDown(toasts);
    expect(onOpenChange).not.toHaveBeenCalled();
    toasts.remove();
  });

  it('stacks a second modal above the first: 1000 + 2·index', () => {
    render(
      <>
        <Modal open onOpenChange={() => {}} title="Первая" />
        <Modal open onOpenChange={() => {}} title="Вторая" />
      </>,
    );
    expect(overlays().map((o) => o.style.zIndex)).toEqual(['1000', '1002']);
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
    expect(dialogs.map((d) => [d.textContent, d.style.zIndex])).toEqual([
      ['Первая', '1001'],
      ['Вторая', '1003'],
    ]);
  });

  it('takes the next layer when opened on top of an open one', () => {
    const { rerender } = render(
      <>
        <Modal open onOpenChange={() => {}} title="Первая" />
        <Modal open={false} onOpenChange={() => {}} title="Вторая" />
      </>,
    );
    rerender(
      <>
        <Modal open onOpenChange={() => {}} title="Первая" />
        <Modal open onOpenChange={() => {}} title="Вторая" />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Вторая' }).style.zIndex).toBe('1003');
  });

  it.each([
    ['default', '632px', '708px'],
    ['md', '707px', '707px'],
    ['lg', '952px', '952px'],
  ] as const)('caps the %s size at %s (%s at 2xl) and 90vh', (size, width, widthAt2xl) => {
    renderModal({ size });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('max-w-(--modal-w)', '2xl:max-w-(--modal-w-2xl)');
    expect(dialog.style.getPropertyValue('--modal-w')).toBe(width);
    expect(dialog.style.getPropertyValue('--modal-w-2xl')).toBe(widthAt2xl);
    expect(dialog.style.maxHeight).toBe('90vh');
    expect(dialog).toHaveAttribute('data-size', size);
  });

  it('hides the close button from 1024 px up with closeButton="desktop-hidden"', () => {
    renderModal({ closeButton: 'desktop-hidden' });
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveClass('desktop:hidden');
  });

  it.each(['mobile-only', 'none'] as const)('has no close button with closeButton="%s"', (closeButton) => {
    renderModal({ closeButton });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });
});

describe('Modal on phones', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(resetViewport);

  it('renders as a bottom sheet', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Вход / Авторизация' })).toHaveAttribute('data-vaul-drawer');
  });

  it('shows the close button with closeButton="mobile-only"', () => {
    renderModal({ closeButton: 'mobile-only' });
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('closes on Escape unless not dismissible', async () => {
    const { onOpenChange, unmount } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
    const locked = renderModal({ dismissible: false });
    await userEvent.keyboard('{Escape}');
    expect(locked.onOpenChange).not.toHaveBeenCalled();
  });
});
