import { HeartHandshake } from 'lucide-react';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileDonationsDashboard() {
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title="Донаты" text="Скоро здесь появится статистика ваших донатов" icon={<HeartHandshake />} />
    </>
  );
}
