import { logoutMenuUrl, normalisePath, type MenuNode } from '@cdesk/domain';
import { handoffMenuItems } from '../handoff/handoff-paths';

/**
 * Menu URLs whose page lives at another path in the desk: the products the online-trading host
 * runs lead to the hand-over, with the option the item names.
 */
const targets: Readonly<Record<string, string>> = {
  '/setting': '/settings',
  ...handoffMenuItems,
};

/** Where a menu item takes the investor inside the desk. */
export function menuTarget(url: string): string {
  return targets[normalisePath(url)] ?? url;
}

/** Counts the desk shows beside menu items (what waits for the investor), by the item's path. */
export type MenuBadges = Readonly<Record<string, number | null | undefined>>;

/** The count beside an item: its own, and what waits under its children (Transact). */
export function badgeOf(
  badges: MenuBadges | undefined,
  node: Pick<MenuNode, 'url' | 'children'>,
): number {
  if (!badges) return 0;
  const own = badges[normalisePath(menuTarget(node.url))] ?? 0;
  return node.children.reduce((sum, child) => sum + badgeOf(badges, child), own);
}

export function isLogoutItem(node: Pick<MenuNode, 'url'>): boolean {
  return normalisePath(node.url) === logoutMenuUrl;
}

/** The menus' entry for the notifications, after the profile items, with the unread count. */
export const notificationsPath = '/notifications';

export function notificationsLabel(unread: number | null | undefined): string {
  return unread ? `Notifications (${unread} unread)` : 'Notifications';
}
