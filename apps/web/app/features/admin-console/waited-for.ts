/** '5 мин', '3 ч 20 мин', '2 дн 4 ч': how long something has waited, in Russian abbreviations. */
export function waitedFor(sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} ч ${minutes % 60} мин` : `${hours} ч`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} дн ${hours % 24} ч` : `${days} дн`;
}
