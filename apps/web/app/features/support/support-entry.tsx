import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';

/** «Написать в поддержку»: the user's support page, with what the ticket will be about. */
export function SupportEntry({ href, className }: { href: string; className?: string }) {
  return (
    <Link
      to={href}
      className={
        className ??
        'inline-flex min-h-11 items-center gap-2 rounded-xl border border-border px-4 text-sm font-medium hover:border-primary'
      }
    >
      <LifeBuoy aria-hidden="true" className="size-4" />
      Написать в поддержку
    </Link>
  );
}
