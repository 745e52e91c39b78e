import { logoutMenuUrl, normalisePath, type MenuNode } from '@cdesk/domain';

/** Menu URLs whose page lives at another path in the desk. */
const targets: Readonly<Record<string, string>> = {
  '/setting': '/settings',
};

/** Where a menu item takes the investor inside the desk. */
export function menuTarget(url: string): string {
  return targets[normalisePath(url)] ?? url;
}

export function isLogoutItem(node: Pick<MenuNode, 'url'>): boolean {
  return normalisePath(node.url) === logoutMenuUrl;
}
