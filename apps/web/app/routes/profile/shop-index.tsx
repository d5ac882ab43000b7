import { redirect } from 'react-router';
import type { Route } from './+types/shop-index';

/** Spec §2: the bare shop path opens its analytics. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.profileId}/shop/analytics`);
}

export default function ShopIndex() {
  return null;
}
