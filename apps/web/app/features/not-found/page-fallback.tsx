import { useRevalidator, type MetaDescriptor } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { ErrorState } from '#app/components/ui/error-state';

export type PageFallbackKind = 'not-found' | 'error';

/** Head of a page whose data is missing: never indexed. */
export function pageFallbackMeta(kind: PageFallbackKind): MetaDescriptor[] {
  return [{ title: kind === 'error' ? 'Произошла ошибка' : 'Page not found' }, { name: 'robots', content: 'noindex' }];
}

/** A catalog page without its data: the 404 page for an unknown address, the error state with a retry otherwise. */
export function PageFallback({ kind }: { kind: PageFallbackKind }) {
  const revalidator = useRevalidator();
  if (kind === 'not-found') return <NotFoundPage />;
  return (
    <main className="mx-auto w-full max-w-[1280px] px-4 py-10 sm:px-6">
      <ErrorState onRetry={() => void revalidator.revalidate()} />
    </main>
  );
}
