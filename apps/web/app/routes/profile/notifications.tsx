import { Bell } from 'lucide-react';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileNotifications() {
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title="Уведомления" text="Пока уведомлений нет" icon={<Bell />} />
    </>
  );
}
