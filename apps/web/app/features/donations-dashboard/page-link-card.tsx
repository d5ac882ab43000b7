import { Check, Copy, ExternalLink, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClassName } from '#app/components/ui/button';

/** The public donate page address, to copy into a stream description or a chat bot. */
export function PageLinkCard({ url, path }: { url: string; path: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2_000);
  }
  return (
    <section
      aria-labelledby="page-link-title"
      className="rounded-2xl border border-border bg-gradient-to-br from-primary/15 via-surface to-surface p-5 tablet:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Link2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="page-link-title" className="font-semibold">
            Ссылка на страницу доната
          </h2>
          <p className="text-sm text-muted">Добавьте её в описание стрима, панель канала и команду чат-бота</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 tablet:flex-row">
        <output
          data-testid="donate-page-url"
          className="block h-11 min-w-0 flex-1 truncate rounded-xl border border-border bg-bg/60 px-3.5 font-mono text-sm leading-[2.75rem]"
        >
          {url}
        </output>
        <div className="flex gap-2">
          <Button
            variant="primary"
            onClick={() => void copy()}
            icon={copied ? <Check /> : <Copy />}
            className="flex-1 tablet:flex-none"
          >
            {copied ? 'Скопировано' : 'Копировать'}
          </Button>
          <a
            href={path}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName({ variant: 'secondary', className: 'flex-1 tablet:flex-none' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Открыть
          </a>
        </div>
      </div>
    </section>
  );
}
