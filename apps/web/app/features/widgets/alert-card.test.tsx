import { DEFAULT_WIDGET_SETTINGS } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertCard } from './alert-card';
import { reconnectDelay } from './overlay-socket';

const values = {
  name: '<b>Хакер</b>',
  amount: 15_000,
  currency: 'rub' as const,
  message: '<img src=x onerror="window.pwned=1">Привет',
};

describe('the alert card', () => {
  it('shows donation texts as plain text, never as markup', () => {
    const { container } = render(<AlertCard settings={DEFAULT_WIDGET_SETTINGS} imageUrl={null} values={values} />);
    expect(screen.getByRole('status')).toHaveTextContent('<b>Хакер</b> — 150 ₽');
    expect(screen.getByText('<img src=x onerror="window.pwned=1">Привет')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('highlights substituted values with the accent colour and places the image by the layout', () => {
    const settings = { ...DEFAULT_WIDGET_SETTINGS, layout: 'right' as const, accentColor: '#ff0000' };
    const { container } = render(<AlertCard settings={settings} imageUrl="/uploads/widgets/a.webp" values={values} />);
    expect(screen.getByText('<b>Хакер</b>')).toHaveStyle({ color: '#ff0000' });
    expect(screen.getByRole('status').className).toContain('flex-row-reverse');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/widgets/a.webp');
  });
});

describe('overlay reconnects', () => {
  it('backs off from half a second up to ten, with jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
    expect(reconnectDelay(20, () => 0.5)).toBe(10_000);
    expect(reconnectDelay(0, () => 0)).toBe(375);
    expect(reconnectDelay(0, () => 1)).toBe(625);
  });
});
