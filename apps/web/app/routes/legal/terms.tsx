export default function LegalRoute() {
  return <main>terms</main>;
}
