import type { MenuNode } from '@cdesk/domain';
import { ChevronDown, LogOut, Menu } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../ui/cx';
import { Drawer } from '../../../ui/drawer';
import { SheetButton } from '../header/sheet-button';
import { MenuCount } from './menu-count';
import {
  badgeOf,
  isLogoutItem,
  menuTarget,
  notificationsLabel,
  notificationsPath,
  type MenuBadges,
} from './menu-targets';

const row =
  'flex min-h-11 flex-1 items-center rounded-md px-3 text-[15px] text-text hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus';

interface DrawerItemProps {
  node: MenuNode;
  close: () => void;
  badges?: MenuBadges;
}

function DrawerItem({ node, close, badges }: DrawerItemProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const indent = { paddingLeft: `${(node.level - 1) * 12}px` };
  return (
    <li>
      <div className="flex items-center gap-1" style={indent}>
        <Link to={menuTarget(node.url)} onClick={close} className={cx(row, 'font-medium')}>
          {node.name}
          <MenuCount count={badgeOf(badges, node)} />
        </Link>
        {node.children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`More in ${node.name}`}
            onClick={() => setOpen(!open)}
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
          >
            <ChevronDown
              aria-hidden
              className={cx('size-5 transition-transform', open && 'rotate-180')}
            />
          </button>
        )}
      </div>
      {node.children.length > 0 && (
        <ul id={listId} hidden={!open}>
          {node.children.map((child) => (
            <DrawerItem key={child.id} node={child} close={close} badges={badges} />
          ))}
        </ul>
      )}
    </li>
  );
}

interface MenuDrawerProps {
  menu: MenuNode[];
  /** The admin-panel entry's items: My profile, setting, help & support, My Wealth Partner, logout. */
  profileItems: MenuNode[];
  /** Unread notifications; undefined leaves the Notifications entry out (the loan host). */
  unread?: number | null;
  /** Counts beside menu items (transactions waiting for authorisation). */
  badges?: MenuBadges;
  onLogout: () => void;
}

/** Below desktop width: the hamburger and its drawer, menu items first, then the profile items. */
export function MenuDrawer({ menu, profileItems, unread, badges, onLogout }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = profileItems.filter((item) => !isLogoutItem(item));
  const logout = profileItems.find(isLogoutItem);
  return (
    <>
      <SheetButton label="Open menu" onOpen={() => setOpen(true)} className="-ml-2 desktop:hidden">
        <Menu aria-hidden className="size-6" />
      </SheetButton>
      <Drawer open={open} onOpenChange={setOpen} title="Menu">
        <nav aria-label="Menu" className="p-2">
          {menu.length > 0 && (
            <ul className="border-b border-border pb-2">
              {menu.map((node) => (
                <DrawerItem key={node.id} node={node} close={close} badges={badges} />
              ))}
            </ul>
          )}
          <ul className="pt-2">
            {links.map((item) => (
              <li key={item.id} className="flex">
                <Link to={menuTarget(item.url)} onClick={close} className={row}>
                  {item.name}
                </Link>
              </li>
            ))}
            {unread !== undefined && (
              <li className="flex">
                <Link to={notificationsPath} onClick={close} className={row}>
                  {notificationsLabel(unread)}
                </Link>
              </li>
            )}
            <li className="flex">
              <button
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
                className={cx(row, 'gap-2 text-left')}
              >
                <LogOut aria-hidden className="size-4" />
                {logout?.name ?? 'logout'}
              </button>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
