import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseInline } from '#app/features/legal/legal-markup';

const LINK_CLASS =
  'text-primary underline decoration-primary/40 underline-offset-2 transition hover:decoration-primary';

function InlineLink({ text, href }: { text: string; href: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {text}
      </Link>
    );
  }
  // In-page anchors and mail links stay in the tab; other sites open in a new one.
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={LINK_CLASS} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
    </a>
  );
}

/** Renders clause text with its links; everything else stays plain text (no HTML is interpreted). */
export function LegalText({ source }: { source: string }): ReactNode {
  return parseInline(source).map((part, index) =>
    part.kind === 'text' ? part.text : <InlineLink key={index} text={part.text} href={part.href} />,
  );
}
