import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalDocumentPage } from '#app/features/legal/legal-document';
import { LEGAL_DOCS } from '#app/features/legal/legal-links';
import type { LegalDocument } from '#app/features/legal/legal-types';

const FIXTURE: LegalDocument = {
  title: 'Тестовый документ',
  description: 'Описание',
  updatedAt: 'Редакция от 1 ноября 2026 г.',
  intro: ['Вводный абзац со [ссылкой](/policy).'],
  sections: [
    {
      id: 'first',
      title: 'Первый раздел',
      clauses: ['Первый пункт.', 'Второй пункт со [ссылкой на раздел](#second).'],
    },
    {
      id: 'second',
      title: 'Второй раздел',
      clauses: [
        { text: 'Пункт со списком:', items: ['первый элемент;', 'второй элемент на [почту](mailto:a@b.c).'] },
        'Пункт с [внешней ссылкой](https://t.me/example).',
      ],
    },
  ],
};

function renderFixture() {
  const Stub = createRoutesStub([
    { path: '/terms', Component: () => <LegalDocumentPage document={FIXTURE} docKey="terms" /> },
  ]);
  return render(<Stub initialEntries={['/terms']} />);
}

describe('LegalDocumentPage', () => {
  it('renders the heading, the effective date and the intro', async () => {
    renderFixture();
    expect(await screen.findByRole('heading', { level: 1, name: 'Тестовый документ' })).toBeInTheDocument();
    expect(screen.getByText('Редакция от 1 ноября 2026 г.')).toBeInTheDocument();
    expect(screen.getByText(/Вводный абзац/)).toBeInTheDocument();
  });

  it('numbers sections and clauses and gives each an anchor', async () => {
    const { container } = renderFixture();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 2, name: '1. Первый раздел' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Второй раздел' })).toBeInTheDocument();
    const clause = container.querySelector('#second-1');
    expect(clause).not.toBeNull();
    expect(within(clause as HTMLElement).getByRole('link', { name: '2.1.' })).toHaveAttribute('href', '#second-1');
    expect(within(clause as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('section#first')).toHaveClass('scroll-mt-14', 'lg:scroll-mt-20');
  });

  it('shows the table of contents as a sidebar and as a collapsible block', async () => {
    const { container } = renderFixture();
    await screen.findByRole('heading', { level: 1 });
    const tocs = screen.getAllByRole('navigation', { name: 'Содержание' });
    expect(tocs).toHaveLength(2);
    for (const toc of tocs) {
      const hrefs = within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(['#first', '#second']);
    }
    expect(container.querySelector('details summary')).toHaveTextContent('Содержание');
  });

  it('renders internal, anchor, mail and external links', async () => {
    renderFixture();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'ссылкой' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('link', { name: 'ссылкой на раздел' })).toHaveAttribute('href', '#second');
    expect(screen.getByRole('link', { name: 'почту' })).toHaveAttribute('href', 'mailto:a@b.c');
    const external = screen.getByRole('link', { name: 'внешней ссылкой' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the other legal documents but not to itself', async () => {
    renderFixture();
    await screen.findByRole('heading', { level: 1 });
    const related = screen.getByRole('navigation', { name: 'Другие документы' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      Object.values(LEGAL_DOCS)
        .map((doc) => doc.path)
        .filter((path) => path !== '/terms'),
    );
  });

  it('renders to static HTML on the server, table of contents included', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/terms']}>
        <LegalDocumentPage document={FIXTURE} docKey="terms" />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('<details');
    expect(html).toContain('href="#second"');
    expect(html).toContain('href="/policy"');
  });
});
