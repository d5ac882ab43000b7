import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCIES, CURRENCY_CODES } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyLabel } from './currency-label';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');

describe('CurrencyLabel', () => {
  it.each(CURRENCY_CODES)('shows the %s flag the domain names, and the web app serves that file', (currency) => {
    const { container } = render(<CurrencyLabel currency={currency} />);
    const flag = container.querySelector('img');
    expect(flag).toHaveAttribute('src', CURRENCIES[currency].flagPath);
    expect(flag).toHaveAttribute('alt', '');
    const svg = readFileSync(join(PUBLIC_DIR, CURRENCIES[currency].flagPath), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"/);
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it('names the currency by symbol and code, or by the name given', () => {
    render(
      <>
        <CurrencyLabel currency="kzt" />
        <CurrencyLabel currency="usd" name="Доллары" />
      </>,
    );
    expect(screen.getByText('₸ KZT')).toBeInTheDocument();
    expect(screen.getByText('Доллары')).toBeInTheDocument();
  });
});
