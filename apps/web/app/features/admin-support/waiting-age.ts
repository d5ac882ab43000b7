/** How long a ticket has waited, in the largest unit that says it: «5 мин», «3 ч», «2 дн». */
export function waitingAge(since: string | null, now: number): string | null {
  if (!since) return null;
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} ч` : `${Math.floor(hours / 24)} дн`;
}
