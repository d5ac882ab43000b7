import { Link } from 'react-router';
import { LegalText } from '#app/features/legal/legal-inline';
import { LEGAL_DOC_KEYS, LEGAL_DOCS, type LegalDocKey } from '#app/features/legal/legal-links';
import { LegalTocDisclosure, LegalTocSidebar } from '#app/features/legal/legal-toc';
import type { LegalClause, LegalDocument, LegalSection } from '#app/features/legal/legal-types';

/** Anchors clear the sticky header: 56 px on mobile, 80 px from 1024 px. */
const ANCHOR_OFFSET = 'scroll-mt-14 lg:scroll-mt-20';

function Clause({ clause, number, id }: { clause: LegalClause; number: string; id: string }) {
  const text = typeof clause === 'string' ? clause : clause.text;
  const items = typeof clause === 'string' ? undefined : clause.items;
  return (
    <li
      id={id}
      className={`grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-2 sm:grid-cols-[3.25rem_minmax(0,1fr)] ${ANCHOR_OFFSET}`}
    >
      <a href={`#${id}`} className="text-muted tabular-nums transition hover:text-primary">
        {number}
      </a>
      <div>
        <p>
          <LegalText source={text} />
        </p>
        {items && items.length > 0 ? (
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 marker:text-subtle">
            {items.map((item) => (
              <li key={item}>
                <LegalText source={item} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={`pt-8 first:pt-0 ${ANCHOR_OFFSET}`}>
      <h2 id={headingId} className="mb-4 text-lg leading-snug font-bold text-text sm:text-xl">
        {number}. {section.title}
      </h2>
      <ol className="flex flex-col gap-3">
        {section.clauses.map((clause, index) => (
          <Clause key={index} clause={clause} number={`${number}.${index + 1}.`} id={`${section.id}-${index + 1}`} />
        ))}
      </ol>
    </section>
  );
}

function RelatedDocuments({ current }: { current: LegalDocKey }) {
  const others = LEGAL_DOC_KEYS.filter((key) => key !== current).map((key) => LEGAL_DOCS[key]);
  return (
    <nav aria-label="Другие документы" className="mt-12 border-t border-border pt-6">
      <h2 className="mb-3 text-sm font-semibold tracking-wider text-subtle uppercase">Другие документы</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {others.map((doc) => (
          <li key={doc.path}>
            <Link
              to={doc.path}
              className="block rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium text-text transition hover:border-primary hover:text-primary"
            >
              {doc.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A legal document page: heading, effective date, table of contents, numbered sections and clauses. */
export function LegalDocumentPage({ document, docKey }: { document: LegalDocument; docKey: LegalDocKey }) {
  return (
    <main className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-6 lg:py-12">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,880px)] lg:justify-center lg:gap-12">
        <aside className="hidden lg:block">
          <LegalTocSidebar sections={document.sections} />
        </aside>
        <article className="min-w-0 text-[15px] leading-[1.7] text-text/90 sm:text-base">
          <header className="mb-6">
            <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-text sm:text-4xl">
              {document.title}
            </h1>
            <p className="mt-2 text-sm text-muted">{document.updatedAt}</p>
          </header>
          <div className="mb-8 lg:hidden">
            <LegalTocDisclosure sections={document.sections} />
          </div>
          {document.intro && document.intro.length > 0 ? (
            <div className="mb-2 flex flex-col gap-3 text-muted">
              {document.intro.map((paragraph) => (
                <p key={paragraph}>
                  <LegalText source={paragraph} />
                </p>
              ))}
            </div>
          ) : null}
          {document.sections.map((section, index) => (
            <Section key={section.id} section={section} number={index + 1} />
          ))}
          <RelatedDocuments current={docKey} />
        </article>
      </div>
    </main>
  );
}
