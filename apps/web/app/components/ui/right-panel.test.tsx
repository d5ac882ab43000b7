import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RightPanel, type RightPanelProps } from './right-panel';

function renderPanel(props: Partial<RightPanelProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <RightPanel open onOpenChange={onOpenChange} title="Уведомления" {...props}>
      <p>Список</p>
    </RightPanel>,
  );
  return { onOpenChange, panel: screen.getByRole('dialog', { name: 'Уведомления' }) };
}

const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const overlay = () => document.querySelector<HTMLElement>('[data-modal-overlay]')!;

describe('RightPanel', () => {
  it('slides in from the right: full width on phones, 420 px from tablet up', () => {
    const { panel } = renderPanel({ footer: <button type="button">Прочитать все</button> });
    expect(panel).toHaveClass('right-0', 'w-full', 'tablet:w-[420px]', 'ui-panel');
    expect(screen.getByText('Список')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прочитать все' })).toBeInTheDocument();
  });

  it('closes on Escape, an outside click and its close button', async () => {
    const { onOpenChange } = renderPanel();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    await nextTick();
    fireEvent.pointerDown(overlay());
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledTimes(3);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open when not dismissible', async () => {
    const { onOpenChange } = renderPanel({ dismissible: false });
    await nextTick();
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(overlay());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('takes a layer on the modal stack', () => {
    const { panel } = renderPanel();
    expect(overlay().style.zIndex).toBe('1000');
    expect(panel.style.zIndex).toBe('1001');
  });
});
