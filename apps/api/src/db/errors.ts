/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let current = error;
    current && typeof current === 'object' && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
