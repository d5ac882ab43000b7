import type { ReactNode } from 'react';

/** A page whose content comes later: a heading and a calm empty state rather than a dead link. */
export function ProfilePlaceholder({ title, text, icon }: { title: string; text: string; icon?: ReactNode }) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-14 text-center">
        {icon ? <span className="text-subtle [&>svg]:size-10">{icon}</span> : null}
        <p className="text-muted">{text}</p>
      </div>
    </section>
  );
}
