export default function LegalRoute() {
  return <main>terms-donation</main>;
}
