import { describe, expect, it } from 'vitest';
import { isNarrowed, operationsQuery, operationsSearch, parseOperationsFilters } from './operations-filters';

const parse = (query: string) => parseOperationsFilters(new URLSearchParams(query));

describe('wallet operations filters in the address', () => {
  it('reads the kind, the source, the days and the page, and ignores what it does not know', () => {
    expect(parse('operations=income&source=donation&from=2026-11-01&until=2026-11-30&page=3')).toEqual({
      group: 'income',
      source: 'donation',
      from: '2026-11-01',
      until: '2026-11-30',
      page: 3,
    });
    expect(parse('operations=refunds&source=steam&from=вчера&until=2026-13-45&page=-2')).toEqual({
      group: null,
      source: null,
      from: null,
      until: null,
      page: 1,
    });
  });

  it('takes days picked the wrong way round as the days between them', () => {
    expect(parse('from=2026-11-30&until=2026-11-01')).toMatchObject({ from: '2026-11-01', until: '2026-11-30' });
  });

  it('asks the API for whole Moscow days, the last one included', () => {
    expect(operationsQuery(parse('source=order&from=2026-11-01&until=2026-11-30'))).toEqual({
      source: 'order',
      from: '2026-11-01T00:00:00+03:00',
      to: '2026-12-01T00:00:00+03:00',
    });
    expect(operationsQuery(parse('operations=withdrawal'))).toEqual({ group: 'withdrawal' });
    expect(operationsQuery(parse(''))).toEqual({});
  });

  it('writes the filters back as they were read, leaving out the first page', () => {
    const query = 'operations=income&source=order&from=2026-11-01&until=2026-11-30&page=2';
    expect(operationsSearch(parse(query))).toBe(`?${query}`);
    expect(operationsSearch(parse('page=1'))).toBe('');
  });

  it('tells a list narrowed by source or dates from the kind tabs alone', () => {
    expect(isNarrowed(parse('operations=income'))).toBe(false);
    expect(isNarrowed(parse('source=donation'))).toBe(true);
    expect(isNarrowed(parse('until=2026-11-30'))).toBe(true);
  });
});
