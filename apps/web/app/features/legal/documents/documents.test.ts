import { describe, expect, it } from 'vitest';
import { ofertaDocument } from '#app/features/legal/documents/oferta';
import { policyDocument } from '#app/features/legal/documents/policy';
import { termsDocument } from '#app/features/legal/documents/terms';
import { termsContentCreatorsDocument } from '#app/features/legal/documents/terms-content-creators';
import { termsDonationDocument } from '#app/features/legal/documents/terms-donation';
import { LEGAL_ENTITY } from '#app/features/legal/legal-entity';
import { LEGAL_DOCS, LEGAL_DOC_KEYS, type LegalDocKey } from '#app/features/legal/legal-links';
import { parseInline, plainText } from '#app/features/legal/legal-markup';
import type { LegalDocument } from '#app/features/legal/legal-types';

const DOCUMENTS: Record<LegalDocKey, LegalDocument> = {
  terms: termsDocument,
  oferta: ofertaDocument,
  policy: policyDocument,
  donation: termsDonationDocument,
  creators: termsContentCreatorsDocument,
};

/** Every piece of text the page shows, link markup included (the meta description is not on the page). */
function sources(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.updatedAt,
    ...(doc.intro ?? []),
    ...doc.sections.flatMap((section) => [
      section.title,
      ...section.clauses.flatMap((clause) =>
        typeof clause === 'string' ? [clause] : [clause.text, ...(clause.items ?? [])],
      ),
    ]),
  ];
}

function visibleText(doc: LegalDocument): string {
  return sources(doc).map(plainText).join('\n');
}

function wordCount(doc: LegalDocument): number {
  return visibleText(doc)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function anchorIds(doc: LegalDocument): Set<string> {
  return new Set(
    doc.sections.flatMap((section) => [section.id, ...section.clauses.map((_, index) => `${section.id}-${index + 1}`)]),
  );
}

describe.each(LEGAL_DOC_KEYS)('legal document %s', (key) => {
  const doc = DOCUMENTS[key];

  it('has unique kebab-case section ids and non-empty sections', () => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of doc.sections) {
      expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(section.clauses.length).toBeGreaterThan(0);
    }
  });

  it('is complete: 1 500–3 500 words, no placeholders', () => {
    const words = wordCount(doc);
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(3500);
    const text = visibleText(doc);
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/todo/i);
    expect(text).not.toMatch(/\bxxx\b/i);
  });

  it('has a meta description of a sensible length', () => {
    expect(doc.description.length).toBeGreaterThan(60);
    expect(doc.description.length).toBeLessThanOrEqual(200);
  });

  it('names the operator from the constants and states the effective date', () => {
    const text = visibleText(doc);
    expect(text).toContain(LEGAL_ENTITY.name);
    expect(text).toContain(LEGAL_ENTITY.supportEmail);
    expect(doc.updatedAt).toBe('Редакция от 1 ноября 2026 г.');
  });

  it('never shows invented registry numbers', () => {
    // ОГРН has 13 or 15 digits, ИНН 10 or 12, КПП 9: none of that length may appear.
    expect(visibleText(doc)).not.toMatch(/\d{9,}/);
  });

  it('links only to existing documents and anchors', () => {
    const links = sources(doc).flatMap((source) => parseInline(source).filter((part) => part.kind === 'link'));
    for (const link of links) {
      if (link.kind !== 'link') continue;
      if (link.href.startsWith('#')) {
        expect(anchorIds(doc), link.href).toContain(link.href.slice(1));
      } else if (link.href.startsWith('/')) {
        const [path, hash] = link.href.split('#');
        const target = LEGAL_DOC_KEYS.find((candidate) => LEGAL_DOCS[candidate].path === path);
        expect(target, link.href).toBeDefined();
        if (target && hash) expect(anchorIds(DOCUMENTS[target]), link.href).toContain(hash);
      } else {
        expect(link.href).toMatch(/^(mailto:|https:\/\/)/);
      }
    }
  });

  it('cross-links at least one other legal document', () => {
    const paths = sources(doc).flatMap((source) =>
      parseInline(source).flatMap((part) => (part.kind === 'link' ? [part.href.split('#')[0]] : [])),
    );
    const others: string[] = LEGAL_DOC_KEYS.filter((other) => other !== key).map((other) => LEGAL_DOCS[other].path);
    expect(paths.some((path) => others.includes(path ?? ''))).toBe(true);
  });
});

describe('donation terms', () => {
  it('state the limits for all three currencies', () => {
    const text = visibleText(termsDonationDocument).replace(/\u00a0/g, ' ');
    expect(text).toContain('от 100 ₽ до 10 000 ₽');
    expect(text).toContain('от 1 $ до 99,76 $');
    expect(text).toContain('от 500 ₸ до 50 000 ₸');
  });
});

describe('privacy policy', () => {
  it('lists the cookies the site sets and their lifetimes', () => {
    const text = visibleText(policyDocument);
    for (const name of ['access_token', 'refresh_token', 'admitad_uid', 'utm_source', 'utm_campaign']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('30 минут');
    expect(text).toContain('6 дней');
    expect(text).toContain('30 дней');
    expect(text).toContain(LEGAL_ENTITY.privacyEmail);
  });
});
