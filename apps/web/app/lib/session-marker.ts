/** A readable cookie beside the HttpOnly session cookies: this browser may hold a session to renew. */
export const SESSION_MARKER_COOKIE = 'has_session';

export function hasSessionMarker(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SESSION_MARKER_COOKIE}=1`);
}
