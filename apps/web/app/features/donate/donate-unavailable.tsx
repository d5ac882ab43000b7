import { EyeOff, HeartCrack } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';

/** A donate address nobody owns. */
export function DonateNotFound() {
  return (
    <main
      className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-4 text-center"
      data-layout="donate"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-muted">
        <HeartCrack aria-hidden className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Стример не найден</h1>
      <p className="mt-2 text-muted">Проверьте адрес страницы донатов или найдите стримера на главной.</p>
      <Link to="/" className={buttonClassName({ className: 'mt-6' })}>
        На главную
      </Link>
    </main>
  );
}

/** A donate page a moderator hid: it says so plainly and offers no form (decision 043). */
export function DonatePageHidden() {
  return (
    <main
      className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-4 text-center"
      data-layout="donate"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-muted">
        <EyeOff aria-hidden className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Страница скрыта</h1>
      <p className="mt-2 text-muted">Модератор скрыл эту страницу: донаты на неё сейчас не принимаются.</p>
      <Link to="/" className={buttonClassName({ className: 'mt-6' })}>
        На главную
      </Link>
    </main>
  );
}
