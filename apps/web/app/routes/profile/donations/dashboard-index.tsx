import { redirect } from 'react-router';
import type { Route } from './+types/dashboard-index';

/** Spec §2: the bare dashboard path opens the statistics. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.profileId}/donations/dashboard/stats`);
}

export default function DonationsDashboardIndex() {
  return null;
}
