import clsx from 'clsx';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { siTelegram, siTwitch, siVk, type SimpleIcon } from 'simple-icons';
import { Button } from '#app/components/ui/button';

export type PopupProvider = 'telegram' | 'vk' | 'twitch';

const PROVIDERS: readonly { id: PopupProvider; label: string; icon: SimpleIcon }[] = [
  { id: 'telegram', label: 'Telegram', icon: siTelegram },
  { id: 'vk', label: 'VK ID', icon: siVk },
  { id: 'twitch', label: 'Twitch', icon: siTwitch },
];

function BrandIcon({ icon }: { icon: SimpleIcon }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill={`#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}

const optionClass = 'justify-start';

export function VariantsStep({
  onProvider,
  onEmail,
  onSkip,
}: {
  onProvider: (provider: PopupProvider) => void;
  onEmail: () => void;
  /** Present only when the page allows checking out without an account. */
  onSkip?: () => void;
}) {
  return (
    <div className="flex flex-col gap-2.5">
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          fullWidth
          className={optionClass}
          icon={<BrandIcon icon={provider.icon} />}
          onClick={() => onProvider(provider.id)}
        >
          {provider.label}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        className={optionClass}
        icon={<Mail aria-hidden className="text-primary" />}
        onClick={onEmail}
      >
        Email
      </Button>
      {onSkip ? (
        // Buying without an account is a full path of its own, so it reads as one, not as a faint link.
        <div className="mt-2 flex flex-col gap-2 border-t border-border pt-4">
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            onClick={onSkip}
            aria-describedby="skip-auth-hint"
            className="border-primary/60 text-primary hover:border-primary"
          >
            Пропустить
          </Button>
          <p id="skip-auth-hint" className="text-center text-sm text-muted">
            Без входа: нужен только e-mail для чека и товара
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The agreement that signing in implies; the policy opens beside the modal so the flow is not lost. */
export function ConsentNote({ className }: { className?: string }): ReactNode {
  return (
    <p className={clsx('text-center text-xs leading-relaxed text-subtle', className)}>
      Продолжая, вы соглашаетесь с{' '}
      <a
        href="/policy"
        target="_blank"
        rel="noopener noreferrer"
        className="text-muted underline decoration-subtle underline-offset-2 hover:text-text"
      >
        политикой конфиденциальности
      </a>
    </p>
  );
}
