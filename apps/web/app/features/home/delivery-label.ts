/** How soon an offer arrives, in the words of a card: "до 5 мин", "до 2 ч", "до 1 дня". */
export function deliveryLabel(minutes: number): string {
  if (minutes <= 1) return 'Моментально';
  if (minutes < 60) return `до ${minutes} мин`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `до ${hours} ч`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'до 1 дня' : `до ${days} дней`;
}
