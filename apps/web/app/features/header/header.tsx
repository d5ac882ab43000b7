import type { HeaderUser } from '@lootmarket/domain';

export function Header(_props: { user: HeaderUser | null }) {
  return <header className="h-14 lg:h-20" />;
}
