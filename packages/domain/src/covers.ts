/** Where the generated cover of a listing or product lives (served through /_ipx like any image). */
export function coverImagePath(kind: 'listing' | 'product', slug: string): string {
  return `/covers/${kind}s/${slug.replaceAll('/', '--')}.svg`;
}
