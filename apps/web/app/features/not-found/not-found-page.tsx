export function NotFoundPage() {
  return <main>Page not found</main>;
}
