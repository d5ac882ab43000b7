import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, decimalPrice, pageMeta } from './seo';

describe('pageMeta', () => {
  it('gives the title with the site name, the canonical link and the Open Graph tags', () => {
    const meta = pageMeta({
      title: 'Steam',
      description: 'Ключи',
      canonicalUrl: 'https://loot.example/ru-ru/steam',
      image: 'https://loot.example/c.webp',
    });
    expect(meta).toContainEqual({ title: 'Steam — Лутмаркет' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loot.example/ru-ru/steam' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://loot.example/ru-ru/steam' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://loot.example/c.webp' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ru_RU' });
  });

  it('renders each JSON-LD object as its own script', () => {
    const crumbs = breadcrumbList([{ name: 'Главная', url: 'https://loot.example/' }]);
    const meta = pageMeta({ title: 't', description: 'd', canonicalUrl: 'https://loot.example/', jsonLd: [crumbs] });
    expect(meta).toContainEqual({ 'script:ld+json': crumbs });
    expect(crumbs.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Главная',
      item: 'https://loot.example/',
    });
  });
});

describe('absoluteUrl', () => {
  it('joins the public origin and a path', () => {
    expect(absoluteUrl('https://loot.example', '/product/a')).toBe('https://loot.example/product/a');
  });
});

describe('decimalPrice', () => {
  it('writes prices for structured data as decimal strings from minor units', () => {
    expect(decimalPrice(15_000)).toBe('150.00');
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123_456_789)).toBe('1234567.89');
  });
});
