import { telegramEndpoints } from '@lootmarket/domain/endpoints/telegram';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { SettingsForm } from '#app/features/profile/settings-form';
import { useProfileUser } from '#app/features/profile/use-profile-user';
import { TelegramSettings } from '#app/features/telegram/telegram-settings';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  return { telegram: await orFallback(loadApi(context).call(telegramEndpoints.status), null, 'telegram status') };
}

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const user = useProfileUser();
  const { telegram } = loaderData;
  return (
    <>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Настройки</h1>
      <div className="space-y-6">
        <SettingsForm key={`${user.name}|${user.avatar ?? ''}`} user={user} />
        {telegram ? <TelegramSettings initial={telegram} isStreamer={user.isStreamer} /> : null}
      </div>
    </>
  );
}
