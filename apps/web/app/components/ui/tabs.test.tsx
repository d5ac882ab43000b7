import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'analytics', label: 'Аналитика', counter: 12 },
  { value: 'top', label: 'Топ донатеров' },
  { value: 'goal', label: 'Сбор', disabled: true },
];

function Where() {
  return <output data-testid="path">{useLocation().pathname + useLocation().search}</output>;
}

function renderInRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Tabs', () => {
  it('renders buttons as tabs and selects the first enabled one by default', () => {
    renderInRouter(<Tabs items={items} aria-label="Разделы" />);
    expect(screen.getByRole('tablist', { name: 'Разделы' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Аналитика/ });
    expect(tab.tagName).toBe('BUTTON');
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the picked tab and shows its panel', async () => {
    const onValueChange = vi.fn();
    renderInRouter(
      <Tabs items={items} defaultValue="analytics" onValueChange={onValueChange}>
        <TabPanel value="analytics">Графики</TabPanel>
        <TabPanel value="top">Лидеры</TabPanel>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Топ донатеров' }));
    expect(onValueChange).toHaveBeenCalledWith('top');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Лидеры');
  });

  it('does not select a disabled tab', async () => {
    const onValueChange = vi.fn();
    renderInRouter(<Tabs items={items} value="analytics" onValueChange={onValueChange} />);
    const disabled = screen.getByRole('tab', { name: 'Сбор' });
    expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(disabled).toHaveAttribute('aria-selected', 'false');
  });

  it('shows a counter badge', () => {
    renderInRouter(<Tabs items={items} />);
    expect(screen.getByRole('tab', { name: /Аналитика/ })).toContainElement(screen.getByTestId('tab-counter'));
    expect(screen.getByTestId('tab-counter')).toHaveTextContent('12');
  });

  it('renders router links for items with href and follows them', async () => {
    const linked: TabItem[] = [
      { value: 'analytics', label: 'Аналитика', href: '/stats?tab=analytics' },
      { value: 'top', label: 'Топ донатеров', href: '/stats?tab=top_donators', icon: <svg data-testid="icon" /> },
      { value: 'soon', label: 'Скоро', href: '/soon', disabled: true },
    ];
    renderInRouter(<Tabs items={linked} value="analytics" />, '/stats?tab=analytics');
    const top = screen.getByRole('tab', { name: 'Топ донатеров' });
    expect(top.tagName).toBe('A');
    expect(top).toHaveAttribute('href', '/stats?tab=top_donators');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Скоро' }).tagName).toBe('BUTTON');
    await userEvent.click(top);
    expect(screen.getByTestId('path')).toHaveTextContent('/stats?tab=top_donators');
  });

  it('scrolls sideways instead of wrapping on narrow screens', () => {
    renderInRouter(<Tabs items={items} />);
    expect(screen.getByRole('tablist')).toHaveClass('overflow-x-auto');
  });
});
