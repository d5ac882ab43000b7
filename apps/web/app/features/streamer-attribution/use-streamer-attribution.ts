import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberStreamerFromSearch } from '#app/lib/streamer-attribution';

/** Remembers the streamer named in the URL of any page the visitor lands on or moves to. */
export function useStreamerAttribution(): void {
  const { search } = useLocation();
  useEffect(() => {
    rememberStreamerFromSearch(search);
  }, [search]);
}
