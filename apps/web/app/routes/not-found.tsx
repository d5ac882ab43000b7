import { data } from 'react-router';
import { NotFoundPage } from '#app/features/not-found/not-found-page';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
