import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ModeratedChannels } from '#app/features/alert-remote/moderated-channels';
import { BecomeStreamerForm } from '#app/features/profile/become-streamer-form';
import { connectActionTarget, parseAction, wideLandingPath } from '#app/features/profile/profile-links';
import { ProfileNav } from '#app/features/profile/profile-nav';
import { useProfileUser } from '#app/features/profile/use-profile-user';
import { BecomeSellerEntry } from '#app/features/seller-application/become-seller-entry';
import { SellerApplicationModal } from '#app/features/seller-application/seller-application-modal';
import { useMediaQuery } from '#app/lib/use-media-query';

export const WIDE_QUERY = '(min-width: 1024px)';

/**
 * The profile root. The screen width is known only in the browser, so the wide-screen redirect happens
 * here rather than in a loader; phones get the profile menu as a page of its own.
 */
export default function ProfileIndex() {
  const user = useProfileUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const action = parseAction(params.get('action'));
  const wide = useMediaQuery(WIDE_QUERY);
  const [sellerOpen, setSellerOpen] = useState(action === 'connect-shop');

  useEffect(() => {
    const target = connectActionTarget(user, action);
    if (target) void navigate(target, { replace: true });
    else if (!action && wide) void navigate(wideLandingPath(user), { replace: true });
  }, [user, action, wide, navigate]);

  useEffect(() => {
    if (action === 'connect-shop' && !user.isSeller) setSellerOpen(true);
  }, [action, user.isSeller]);

  function closeSeller(open: boolean) {
    setSellerOpen(open);
    if (!open) setParams({}, { replace: true });
  }

  return (
    <div className="space-y-6">
      {action === 'connect-donations' && !user.isStreamer ? <BecomeStreamerForm userId={user.id} /> : null}
      <div className="space-y-6 desktop:hidden">
        <ProfileNav
          user={user}
          variant="page"
          status={!user.isSeller && wide === false ? <BecomeSellerEntry /> : null}
        />
        <ModeratedChannels />
      </div>
      <SellerApplicationModal open={sellerOpen} onOpenChange={closeSeller} />
    </div>
  );
}
