import { ChevronDown } from 'lucide-react';
import type { LegalSection } from '#app/features/legal/legal-types';

const TOC_LABEL = 'Содержание';

function TocList({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="flex flex-col gap-0.5 text-sm leading-snug">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-lg px-2 py-1.5 text-muted transition hover:bg-surface-2 hover:text-text"
          >
            <span className="w-6 shrink-0 text-subtle tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Sticky sidebar table of contents for wide screens (≥ 1024 px). */
export function LegalTocSidebar({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-label={TOC_LABEL}
      className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain pr-1"
    >
      <p className="mb-2 px-2 text-xs font-semibold tracking-wider text-subtle uppercase">{TOC_LABEL}</p>
      <TocList sections={sections} />
    </nav>
  );
}

/** Collapsible table of contents for narrow screens; a plain `<details>`, so it works without scripts. */
export function LegalTocDisclosure({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <details className="group rounded-2xl border border-border bg-surface">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        {TOC_LABEL}
        <ChevronDown className="size-5 text-muted transition group-open:rotate-180" aria-hidden="true" />
      </summary>
      <nav aria-label={TOC_LABEL} className="border-t border-border px-2 py-2">
        <TocList sections={sections} />
      </nav>
    </details>
  );
}
