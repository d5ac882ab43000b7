import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useProfileUser } from './use-profile-user';

/** Phones reach profile pages from the menu page, so they need a way back to it. */
export function ProfileBackLink() {
  const user = useProfileUser();
  return (
    <Link
      to={`/${user.id}`}
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-text desktop:hidden"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      Профиль
    </Link>
  );
}
