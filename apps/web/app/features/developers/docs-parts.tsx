import type { ReactNode } from 'react';

export function Code({ children, label }: { children: string; label?: string }) {
  return (
    <pre
      aria-label={label}
      className="overflow-x-auto rounded-xl border border-border bg-surface p-4 font-mono text-xs leading-relaxed"
    >
      {children}
    </pre>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
