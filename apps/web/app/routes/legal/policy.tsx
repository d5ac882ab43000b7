export default function LegalRoute() {
  return <main>policy</main>;
}
