import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalTime } from './local-time';

const FORMAT = { hour: '2-digit', minute: '2-digit' } as const;
const previousZone = process.env.TZ;

describe('LocalTime', () => {
  afterEach(() => {
    process.env.TZ = previousZone;
  });

  it('shows a moment in the browser’s time zone, not Moscow time', () => {
    process.env.TZ = 'Asia/Tokyo';
    render(<LocalTime iso="2026-03-01T10:00:00.000Z" format={FORMAT} />);
    expect(screen.getByText('19:00')).toHaveAttribute('dateTime', '2026-03-01T10:00:00.000Z');
  });

  it('renders Moscow time on the server, so the markup is the same for every visitor', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(renderToString(<LocalTime iso="2026-03-01T10:00:00.000Z" format={FORMAT} />)).toContain('13:00');
  });
});
