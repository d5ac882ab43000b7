import { Receipt } from 'lucide-react';
import { useParams } from 'react-router';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileOrder() {
  const { orderId } = useParams();
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title={`Заказ ${orderId ?? ''}`} text="Скоро здесь появятся статус заказа и оплата" icon={<Receipt />} />
    </>
  );
}
