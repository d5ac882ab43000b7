import { Store } from 'lucide-react';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileShop() {
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title="Магазин" text="Скоро здесь появятся ваши товары и продажи" icon={<Store />} />
    </>
  );
}
