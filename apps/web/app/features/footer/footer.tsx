export function Footer(_props: { showContentCreatorsTerms: boolean }) {
  return <footer />;
}
