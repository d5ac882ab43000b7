import type { HeaderUser } from '@lootmarket/domain';
import { useOutletContext } from 'react-router';

/** The signed-in owner of the profile being shown, handed down by the profile layout. */
export function useProfileUser(): HeaderUser {
  return useOutletContext<HeaderUser>();
}
