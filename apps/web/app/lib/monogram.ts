/** Two letters for a cover without a picture: initials of the first two words, or the first two letters. */
export function monogram(title: string): string {
  const words = title.split(/[\s:—-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : title.slice(0, 2);
  return letters.toUpperCase();
}
