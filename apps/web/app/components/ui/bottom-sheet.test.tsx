import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

function renderSheet(props: Partial<BottomSheetProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <BottomSheet open onOpenChange={onOpenChange} title="Фильтры" {...props}>
      <p>Содержимое</p>
    </BottomSheet>,
  );
  return { onOpenChange, sheet: screen.getByRole('dialog', { name: 'Фильтры' }) };
}

// How far vaul has moved the sheet, as the browser would report it in the computed transform.
let translateY = 0;

/** Drags the sheet down by `distance` px over `duration` ms, the way vaul sees a finger. */
function drag(sheet: HTMLElement, distance: number, duration: number) {
  // jsdom lays nothing out, so the sheet needs a height.
  vi.spyOn(sheet, 'getBoundingClientRect').mockReturnValue({ height: 600, width: 375 } as DOMRect);
  // vaul ignores drags in the first half second after opening, while the sheet animates in.
  vi.setSystemTime(Date.now() + 1_000);
  fireEvent.pointerDown(sheet, { clientY: 100 });
  translateY = distance;
  fireEvent.pointerMove(sheet, { clientY: 100 + distance / 2 });
  fireEvent.pointerMove(sheet, { clientY: 100 + distance });
  vi.setSystemTime(Date.now() + duration);
  fireEvent.pointerUp(sheet, { clientY: 100 + distance });
}

describe('BottomSheet', () => {
  beforeEach(() => {
    // Both vaul and the sheet time a drag by the clock; jsdom has no pointer capture.
    vi.useFakeTimers({ toFake: ['Date'] });
    // jsdom has neither pointer events nor pointer capture, and computes no transforms.
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
    translateY = 0;
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      const transform =
        element.hasAttribute('data-vaul-drawer') && translateY ? `matrix(1, 0, 0, 1, 0, ${translateY})` : 'none';
      return new Proxy(style, {
        get: (target, key) => (key === 'transform' ? transform : Reflect.get(target, key, target)),
      });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the title, a grab handle and the content', () => {
    const { sheet } = renderSheet({ description: 'Уточни поиск' });
    expect(sheet).toHaveAttribute('data-vaul-drawer');
    expect(sheet).toHaveAccessibleDescription('Уточни поиск');
    expect(screen.getByText('Содержимое')).toBeInTheDocument();
    expect(sheet.querySelector('.rounded-full.h-1\\.5')).toBeInTheDocument();
    expect(sheet).toHaveClass('rounded-t-3xl', 'pb-[env(safe-area-inset-bottom)]');
  });

  it('closes on Escape and from its close button', async () => {
    const { onOpenChange } = renderSheet();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps itself open and drops the close button when not dismissible', async () => {
    const { onOpenChange, sheet } = renderSheet({ dismissible: false });
    await userEvent.keyboard('{Escape}');
    drag(sheet, 300, 100);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('can hide the close button', () => {
    renderSheet({ showCloseButton: false });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('closes when swiped down past 10 % of its height', async () => {
    const { onOpenChange, sheet } = renderSheet();
    drag(sheet, 70, 900);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open after a short slow drag', async () => {
    const { onOpenChange, sheet } = renderSheet();
    drag(sheet, 30, 900);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on a quick flick', async () => {
    const { onOpenChange, sheet } = renderSheet();
    drag(sheet, 30, 150);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sits on the modal layer stack', () => {
    const { sheet } = renderSheet();
    expect(sheet.style.zIndex).toBe('1001');
  });
});
