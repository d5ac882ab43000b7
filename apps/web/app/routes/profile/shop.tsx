import { BarChart3, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ProfilePlaceholder } from '#app/features/profile/profile-placeholder';

export default function ProfileShopAnalytics() {
  const { profileId = '' } = useParams();
  return (
    <>
      <ProfileBackLink />
      <ProfilePlaceholder title="Магазин" text="Скоро здесь появится аналитика продаж" icon={<BarChart3 />} />
      <Link to={`/${profileId}/shop/orders`} className={buttonClassName({ variant: 'secondary', className: 'mt-4' })}>
        Заказы магазина <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}
