import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberAttributionFromSearch } from './marketing-attribution';

/** Remembers the utm and affiliate marks of any page the visitor lands on or moves to. */
export function useMarketingAttribution(): void {
  const { search } = useLocation();
  useEffect(() => {
    rememberAttributionFromSearch(search);
  }, [search]);
}
