import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { EasterEgg } from './easter-egg';

export function NotFoundPage() {
  return (
    <main className="mx-auto grid w-full max-w-[1280px] items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16 lg:py-20">
      <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
        <p className="bg-gradient-to-br from-primary-hover via-primary to-accent bg-clip-text text-[7rem] leading-none font-black tracking-tighter text-transparent select-none sm:text-[9rem] lg:text-[11rem]">
          404
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">Страница не найдена</h1>
        <p className="mt-3 max-w-md text-base text-muted sm:text-lg">
          Ссылка устарела или страницу перенесли. Вернись на главную — там всё на месте.
        </p>
        <Link to="/" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          <House aria-hidden="true" className="size-5" />
          На главную
        </Link>
      </div>
      <EasterEgg />
    </main>
  );
}
