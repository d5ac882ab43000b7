export default function LegalRoute() {
  return <main>oferta</main>;
}
