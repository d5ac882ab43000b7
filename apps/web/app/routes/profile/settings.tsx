import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { SettingsForm } from '#app/features/profile/settings-form';
import { useProfileUser } from '#app/features/profile/use-profile-user';

export default function ProfileSettings() {
  const user = useProfileUser();
  return (
    <>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Настройки</h1>
      <SettingsForm key={`${user.name}|${user.avatar ?? ''}`} user={user} />
    </>
  );
}
