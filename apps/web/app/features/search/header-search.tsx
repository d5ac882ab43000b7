import { useLocation, useSearchParams } from 'react-router';
import { MobileSearch } from './mobile-search';
import { SearchField } from './search-field';

/** On the results page the field shows the current query; anywhere else it starts empty. */
function useHeaderQuery(): { key: string; initialQuery: string } {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return { key: location.key, initialQuery: location.pathname === '/search' ? (searchParams.get('q') ?? '') : '' };
}

/** The header's search field on wide screens. Remounting on navigation resets the text, so leaving /search clears the query. */
export function HeaderSearchField({ className }: { className?: string }) {
  const { key, initialQuery } = useHeaderQuery();
  return <SearchField key={key} initialQuery={initialQuery} className={className} />;
}

/** The header's search button on phones, opening the full-screen panel. */
export function HeaderMobileSearch() {
  const { key, initialQuery } = useHeaderQuery();
  return <MobileSearch key={key} initialQuery={initialQuery} />;
}
