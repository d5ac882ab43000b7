import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '#app/components/ui/skeleton';

const SuggestionsPanel = lazy(() =>
  import('./suggestions-panel').then((module) => ({ default: module.SuggestionsPanel })),
);

/** The suggestions panel loads when the search is first opened, not with every page. */
export function LazySuggestionsPanel(props: ComponentProps<typeof SuggestionsPanel>) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full rounded-xl" />}>
      <SuggestionsPanel {...props} />
    </Suspense>
  );
}
