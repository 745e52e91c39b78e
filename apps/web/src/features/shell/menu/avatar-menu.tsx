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
import { isLogoutItem, menuTarget, notificationsLabel, notificationsPath } from './menu-targets';
import { avatarTriggerLook, onDarkTriggerStates } from '../header/trigger-looks';

interface AvatarMenuProps {
  name: string;
  photo: string;
  /** The admin-panel entry's items (spec 1 section 2.5). */
  items: MenuNode[];
  /** Unread notifications; undefined leaves the Notifications entry out (the loan host). */
  unread?: number | null;
  onLogout: () => void;
}

/**
 * The avatar button and its dropdown: My profile, setting, help & support, My Wealth Partner,
 * Notifications, logout.
 */
export function AvatarMenu({ name, photo, items, unread, onLogout }: AvatarMenuProps) {
  const links = items.filter((item) => !isLogoutItem(item));
  const logout = items.find(isLogoutItem);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className={`${avatarTriggerLook} ${onDarkTriggerStates}`}
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
        {unread !== undefined && (
          <DropdownMenuItem asChild>
            <Link to={notificationsPath}>{notificationsLabel(unread)}</Link>
          </DropdownMenuItem>
        )}
        {(links.length > 0 || unread !== undefined) && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden className="size-4" />
          {logout?.name ?? 'logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
