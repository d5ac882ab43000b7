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
        <Button variant="ghost" size="lg" fullWidth onClick={onSkip} className="mt-1">
          Пропустить
        </Button>
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
