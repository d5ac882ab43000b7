import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { endSession, hasSessionMarker, onSessionLost, refreshSession } from '#app/lib/api/session';

/**
 * Pages are rendered with the access cookie only. When it has expired but the browser still holds the
 * session marker, the server rendered a guest; renewing here and reloading the data brings the user back.
 */
export function SessionKeeper({ signedIn }: { signedIn: boolean }) {
  const { revalidate } = useRevalidator();
  const tried = useRef(false);

  useEffect(() => onSessionLost(() => void revalidate()), [revalidate]);

  useEffect(() => {
    if (signedIn || tried.current || !hasSessionMarker()) return;
    tried.current = true;
    void refreshSession().then((renewal) => {
      if (renewal === 'renewed') void revalidate();
      else if (renewal === 'refused') endSession();
      // No answer says nothing of the session: the marker stays, and a later render may try again.
      else tried.current = false;
    });
  }, [signedIn, revalidate]);

  useEffect(() => {
    // A later sign-out or expiry may need another attempt once the user is back.
    if (signedIn) tried.current = false;
  }, [signedIn]);

  return null;
}
