import { ShoppingBag } from 'lucide-react';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileOrders() {
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title="Покупки" text="Скоро здесь появятся ваши заказы" icon={<ShoppingBag />} />
    </>
  );
}
