import type { ReactNode } from 'react';
import { data } from 'react-router';
import { Button } from '#app/components/ui/button';
import { Skeleton } from '#app/components/ui/skeleton';
import { Spinner } from '#app/components/ui/spinner';
import { Tabs } from '#app/components/ui/tabs';
import { ErrorState } from '#app/components/ui/error-state';
import { FormDemo } from '#app/features/ui-kit/form-demo';
import { OverlayDemo } from '#app/features/ui-kit/overlay-demo';
import { ToastDemo } from '#app/features/ui-kit/toast-demo';
import type { Route } from './+types/ui-kit';

/** The interface kit, for designers and tests; never served in production. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.appEnv === 'production') throw data(null, { status: 404 });
  return null;
}

export const meta = () => [{ title: 'Интерфейс — Лутмаркет' }, { name: 'robots', content: 'noindex' }];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

const TAB_ITEMS = [
  { value: 'orders', label: 'Заказы', counter: 3 },
  { value: 'donations', label: 'Донаты', counter: 12 },
  { value: 'wallet', label: 'Кошелёк' },
  { value: 'archive', label: 'Архив', disabled: true },
];

export default function UiKit() {
  return (
    <main className="mx-auto flex w-full max-w-[1280px] flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Интерфейс</h1>
      <Section title="Кнопки">
        <div className="flex flex-wrap items-center gap-2">
          <Button>Купить</Button>
          <Button variant="secondary">В корзину</Button>
          <Button variant="ghost">Подробнее</Button>
          <Button variant="danger">Открыть спор</Button>
          <Button loading>Оплата</Button>
          <Button disabled>Нет в наличии</Button>
        </div>
      </Section>
      <Section title="Уведомления">
        <ToastDemo />
      </Section>
      <Section title="Окна">
        <OverlayDemo />
      </Section>
      <Section title="Вкладки">
        <Tabs items={TAB_ITEMS} defaultValue="orders" aria-label="Разделы" />
      </Section>
      <Section title="Поля">
        <FormDemo />
      </Section>
      <Section title="Загрузка и ошибки">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex flex-1 flex-col gap-2">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
          <Spinner size="lg" />
          <ErrorState className="flex-1" onRetry={() => {}} />
        </div>
      </Section>
    </main>
  );
}
