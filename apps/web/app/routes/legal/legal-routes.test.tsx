import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ofertaDocument } from '#app/features/legal/documents/oferta';
import { policyDocument } from '#app/features/legal/documents/policy';
import { termsDocument } from '#app/features/legal/documents/terms';
import { termsContentCreatorsDocument } from '#app/features/legal/documents/terms-content-creators';
import { termsDonationDocument } from '#app/features/legal/documents/terms-donation';
import { LEGAL_ENTITY } from '#app/features/legal/legal-entity';
import type { LegalDocument } from '#app/features/legal/legal-types';
import * as oferta from './oferta';
import * as policy from './policy';
import * as terms from './terms';
import * as termsContentCreators from './terms-content-creators';
import * as termsDonation from './terms-donation';

interface RouteCase {
  path: string;
  module: { default: ComponentType; meta: (args: never) => unknown };
  document: LegalDocument;
  pageTitle: string;
}

const ROUTES: RouteCase[] = [
  { path: '/terms', module: terms, document: termsDocument, pageTitle: 'Пользовательское соглашение — Лутмаркет' },
  { path: '/oferta', module: oferta, document: ofertaDocument, pageTitle: 'Публичная оферта — Лутмаркет' },
  {
    path: '/policy',
    module: policy,
    document: policyDocument,
    pageTitle: 'Политика конфиденциальности и обработки персональных данных — Лутмаркет',
  },
  {
    path: '/terms-donation',
    module: termsDonation,
    document: termsDonationDocument,
    pageTitle: 'Условия сервиса донатов — Лутмаркет',
  },
  {
    path: '/terms-content-creators',
    module: termsContentCreators,
    document: termsContentCreatorsDocument,
    pageTitle: 'Условия для контент-мейкеров — Лутмаркет',
  },
];

async function renderRoute({ path, module }: RouteCase) {
  const Stub = createRoutesStub([{ path, Component: module.default }]);
  const view = render(<Stub initialEntries={[path]} />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe.each(ROUTES)('route $path', (route) => {
  const { document } = route;

  it('renders the document title as the only H1 and every section title', async () => {
    await renderRoute(route);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    for (const [index, section] of document.sections.entries()) {
      expect(screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Редакция от 1 ноября 2026 г.')).toBeInTheDocument();
  });

  it('numbers sections and clauses consecutively', async () => {
    const { container } = await renderRoute(route);
    const sections = [...container.querySelectorAll('article section')];
    expect(sections).toHaveLength(document.sections.length);
    sections.forEach((section, sectionIndex) => {
      const heading = section.querySelector('h2')?.textContent ?? '';
      expect(heading.startsWith(`${sectionIndex + 1}. `)).toBe(true);
      const numbers = [...section.querySelectorAll(':scope > ol > li > a')].map((link) => link.textContent);
      expect(numbers).toEqual(numbers.map((_, clauseIndex) => `${sectionIndex + 1}.${clauseIndex + 1}.`));
      expect(numbers.length).toBe(document.sections[sectionIndex]?.clauses.length);
    });
  });

  it('has table-of-contents anchors that match unique section ids', async () => {
    const { container } = await renderRoute(route);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const toc of screen.getAllByRole('navigation', { name: 'Содержание' })) {
      const hrefs = within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(ids.map((id) => `#${id}`));
    }
    for (const id of ids) expect(container.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
  });

  it('names the legal entity and its contacts', async () => {
    const { container } = await renderRoute(route);
    const text = container.textContent ?? '';
    expect(text).toContain(LEGAL_ENTITY.name);
    expect(text).toContain(LEGAL_ENTITY.fullName);
    expect(text).toContain(LEGAL_ENTITY.address);
    expect(screen.getAllByRole('link', { name: LEGAL_ENTITY.supportEmail }).length).toBeGreaterThan(0);
    expect(text).not.toMatch(/lorem|todo/i);
  });

  it('links to the other legal documents', async () => {
    await renderRoute(route);
    const related = screen.getByRole('navigation', { name: 'Другие документы' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(4);
    expect(hrefs).not.toContain(route.path);
  });

  it('exports a page title and a description', () => {
    const tags = route.module.meta(undefined as never) as Array<Record<string, string>>;
    expect(tags).toContainEqual({ title: route.pageTitle });
    expect(tags).toContainEqual({ name: 'description', content: document.description });
  });
});

describe('route /terms-donation', () => {
  it('states the donation limits for rubles, dollars and tenge', async () => {
    const route = ROUTES.find((candidate) => candidate.path === '/terms-donation');
    if (!route) throw new Error('missing route');
    const { container } = await renderRoute(route);
    const text = (container.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('от 100 ₽ до 10 000 ₽');
    expect(text).toContain('от 1 $ до 99,76 $');
    expect(text).toContain('от 500 ₸ до 50 000 ₸');
  });
});
