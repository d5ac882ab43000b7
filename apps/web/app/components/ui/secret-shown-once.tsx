import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useToast } from './toast';

/**
 * A secret the server will never show again (an API token, a webhook's signing secret): the value to
 * select or copy, what it is for, and «Готово» to put it away.
 */
export function SecretShownOnce({
  id,
  title,
  heading: Heading,
  secret,
  copied,
  notCopied,
  testId,
  onDone,
  children,
  after,
}: {
  id: string;
  title: ReactNode;
  heading: 'h2' | 'h3';
  secret: string;
  /** The toast after copying, e.g. «Токен скопирован». */
  copied: string;
  /** The toast when the clipboard refuses. */
  notCopied: string;
  testId: string;
  onDone: () => void;
  /** What it is for, above the secret. */
  children: ReactNode;
  /** Shown under the secret, e.g. how to use it. */
  after?: ReactNode;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show({ type: 'success', message: copied });
    } catch {
      toast.show({ type: 'error', message: notCopied });
    }
  };
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-card border border-success/40 bg-success/10 p-5"
      data-testid={testId}
    >
      <Heading id={id} className="flex items-center gap-2 text-lg font-semibold">
        {title}
      </Heading>
      {children}
      <div className="flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 rounded-xl bg-surface px-3 py-2.5 font-mono text-sm break-all select-all">
          {secret}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Скопировать
        </Button>
      </div>
      {after}
      <Button size="sm" onClick={onDone}>
        Готово
      </Button>
    </section>
  );
}
