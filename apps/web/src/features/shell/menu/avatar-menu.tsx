import type { MenuNode } from '@cdesk/domain';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { UserAvatar } from '../user-avatar';
import { isLogoutItem, menuTarget } from './menu-targets';

interface AvatarMenuProps {
  name: string;
  photo: string;
  /** The admin-panel entry's items (spec 1 section 2.5). */
  items: MenuNode[];
  onLogout: () => void;
}

/** The avatar button and its dropdown: My profile, setting, help & support, My Wealth Partner, logout. */
export function AvatarMenu({ name, photo, items, onLogout }: AvatarMenuProps) {
  const links = items.filter((item) => !isLogoutItem(item));
  const logout = items.find(isLogoutItem);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex min-h-11 items-center gap-2 rounded-full p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-[state=open]:bg-white/15"
      >
        <UserAvatar name={name} photo={photo} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-text">{name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((item) => (
          <DropdownMenuItem key={item.id} asChild>
            <Link to={menuTarget(item.url)}>{item.name}</Link>
          </DropdownMenuItem>
        ))}
        {links.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden className="size-4" />
          {logout?.name ?? 'logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
