export default function Home() {
  return <main>Лутмаркет</main>;
}
