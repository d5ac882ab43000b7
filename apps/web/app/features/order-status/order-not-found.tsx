import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { SUPPORT_URL } from '#app/lib/site';

/** An order the visitor may not see looks exactly like one that does not exist. */
export function OrderNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-surface-3 text-muted">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">Заказ не найден</h1>
      <p className="max-w-md text-sm text-muted">
        Проверьте ссылку: откройте заказ из письма или из раздела «Покупки» в профиле. Если заказ оформлен без входа,
        нужна ссылка из письма.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          На главную
        </Link>
        <a
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary' })}
        >
          Связаться с поддержкой
        </a>
      </div>
    </div>
  );
}
