export function ErrorState(_props: { onRetry?: () => void }) {
  return <div role="alert">Произошла ошибка</div>;
}
