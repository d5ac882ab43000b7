export default function LegalRoute() {
  return <main>terms-content-creators</main>;
}
