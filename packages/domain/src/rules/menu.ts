import { entryChannelLetters, type EntryChannel } from '../codes/entry-channels.js';
import type { TPrimaryMenu } from '../contracts/shell/primary-menu.js';

/** One menu item, whatever its level: what the rules below and the web's menus work on. */
export interface MenuNode {
  id: string;
  name: string;
  url: string;
  level: 1 | 2 | 3 | 4;
  /** IS_IN_PRIMARY; only levels 1 and 2 carry it, deeper items follow their parent. */
  inPrimary: boolean;
  active: boolean;
  access: string;
  children: MenuNode[];
}

export const adminPanelUrl = '/admin-panel';
export const logoutMenuUrl = '/logout';

/** The numbered tree (MENU_ID1, MODULE2...) as plain nodes. */
export function menuNodes(tree: TPrimaryMenu): MenuNode[] {
  return tree.map((m1) => ({
    id: m1.MENU_ID1,
    name: m1.MENU_NAME1,
    url: m1.URL1,
    level: 1,
    inPrimary: m1.IS_IN_PRIMARY1 === '1',
    active: m1.IS_ACTIVE1 === '1',
    access: m1.ACCESS1,
    children: m1.MODULE2.map((m2) => ({
      id: m2.MENU_ID2,
      name: m2.MENU_NAME2,
      url: m2.URL2,
      level: 2,
      inPrimary: m2.IS_IN_PRIMARY2 === '1',
      active: m2.IS_ACTIVE2 === '1',
      access: m2.ACCESS2,
      children: m2.MODULE3.map((m3) => ({
        id: m3.MENU_ID3,
        name: m3.MENU_NAME3,
        url: m3.URL3,
        level: 3,
        inPrimary: true,
        active: m3.IS_ACTIVE3 === '1',
        access: m3.ACCESS3,
        children: m3.MODULE4.map((m4) => ({
          id: m4.MENU_ID4,
          name: m4.MENU_NAME4,
          url: m4.URL4,
          level: 4,
          inPrimary: true,
          active: m4.IS_ACTIVE4 === '1',
          access: m4.ACCESS4,
          children: [],
        })),
      })),
    })),
  }));
}

/** A menu item as a table stores it: a parent reference instead of nesting, rows in menu order. */
export interface MenuRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  inPrimary: boolean;
  active: boolean;
  access: string;
}

const flag = (value: boolean) => (value ? '1' : '0');

/** Nests stored rows into the numbered tree; rows below level 4 or without a parent are left out. */
export function menuTreeFromRows(rows: readonly MenuRow[]): TPrimaryMenu {
  const childrenOf = (parentId: string | null) => rows.filter((r) => r.parentId === parentId);
  return childrenOf(null).map((r1) => ({
    MENU_ID1: r1.id,
    MENU_NAME1: r1.name,
    URL1: r1.url,
    IS_IN_PRIMARY1: flag(r1.inPrimary),
    IS_ACTIVE1: flag(r1.active),
    ACCESS1: r1.access,
    MODULE2: childrenOf(r1.id).map((r2) => ({
      MENU_ID2: r2.id,
      MENU_NAME2: r2.name,
      URL2: r2.url,
      IS_IN_PRIMARY2: flag(r2.inPrimary),
      IS_ACTIVE2: flag(r2.active),
      ACCESS2: r2.access,
      MODULE3: childrenOf(r2.id).map((r3) => ({
        MENU_ID3: r3.id,
        MENU_NAME3: r3.name,
        URL3: r3.url,
        IS_ACTIVE3: flag(r3.active),
        ACCESS3: r3.access,
        MODULE4: childrenOf(r3.id).map((r4) => ({
          MENU_ID4: r4.id,
          MENU_NAME4: r4.name,
          URL4: r4.url,
          IS_ACTIVE4: flag(r4.active),
          ACCESS4: r4.access,
        })),
      })),
    })),
  }));
}

/**
 * Spec 1 section 6: shown only when active and the access string includes 'Z', and, for an entry
 * through a desk, that desk's letter too (P partner, D distributor, C customer care, E partner-e).
 */
export function isMenuItemVisible(
  item: Pick<MenuNode, 'active' | 'access'>,
  channel: EntryChannel = 'DIRECT',
): boolean {
  const letter = entryChannelLetters[channel];
  return (
    item.active && item.access.includes('Z') && (letter === null || item.access.includes(letter))
  );
}

function keepVisible(nodes: MenuNode[], channel: EntryChannel): MenuNode[] {
  return nodes
    .filter((node) => isMenuItemVisible(node, channel))
    .map((node) => ({ ...node, children: keepVisible(node.children, channel) }));
}

/** Every item the investor may see; a hidden item hides its children. */
export function visibleMenu(tree: TPrimaryMenu, channel: EntryChannel = 'DIRECT'): MenuNode[] {
  return keepVisible(menuNodes(tree), channel);
}

export interface MenuOptions {
  channel?: EntryChannel;
  /** The loan variant of the desk (see isLoanHost): no primary menu, and only logout in the profile menu. */
  loanHost?: boolean;
}

/** The primary menu bar and drawer: visible items with IS_IN_PRIMARY '1' at levels 1 and 2. */
export function primaryMenu(
  tree: TPrimaryMenu,
  { channel = 'DIRECT', loanHost = false }: MenuOptions = {},
): MenuNode[] {
  if (loanHost) return [];
  return visibleMenu(tree, channel)
    .filter((m1) => m1.inPrimary)
    .map((m1) => ({ ...m1, children: m1.children.filter((m2) => m2.inPrimary) }));
}

const sameUrl = (a: string, b: string) => normalisePath(a) === normalisePath(b);

/** The profile (avatar) dropdown: the children of the admin-panel entry (spec 1 section 2.5). */
export function profileMenu(
  tree: TPrimaryMenu,
  { channel = 'DIRECT', loanHost = false }: MenuOptions = {},
): MenuNode[] {
  const panel = visibleMenu(tree, channel).find((m1) => sameUrl(m1.url, adminPanelUrl));
  const items = panel?.children ?? [];
  return loanHost ? items.filter((item) => sameUrl(item.url, logoutMenuUrl)) : items;
}

export type BreadcrumbMode = 'TRANSACT' | 'ADMINPANEL' | 'DEFAULT';

export interface Crumb {
  name: string;
  url: string;
}

export const homeCrumb: Crumb = { name: 'Home', url: '/' };

/** Pages whose breadcrumb stops at their parent (spec 1 section 2.5), by lower-case path. */
export const breadcrumbCollapses: Readonly<Record<string, string>> = {
  '/transact/mutual-funds/portfolio': '/transact/mutual-funds',
  '/transact/mutual-funds/allfunds': '/transact/mutual-funds',
};

/**
 * Pages whose breadcrumb names them differently from the menu (spec 1 section 2.4), and desk pages
 * the menu does not list, by lower-case path.
 */
export const breadcrumbTitles: Readonly<Record<string, string>> = {
  '/contact': 'Contact A Partner',
  '/settings': 'Settings',
  '/notifications': 'Notifications',
};

/** The dashboard shows no breadcrumb (spec 1 section 2.5). */
export function showsBreadcrumb(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path !== '/' && path !== '/dashboard';
}

/** '/Transact//mutual-funds/?x=1' -> '/transact/mutual-funds'. */
export function normalisePath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase();
  const segments = path.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

function breadcrumbSegments(pathname: string): string[] {
  const path = normalisePath(pathname);
  return (breadcrumbCollapses[path] ?? path).split('/').filter(Boolean).slice(0, 4);
}

export function breadcrumbMode(tree: TPrimaryMenu, pathname: string): BreadcrumbMode {
  const [first] = breadcrumbSegments(pathname);
  if (first === undefined) return 'DEFAULT';
  if (first === 'transact') return 'TRANSACT';
  const panel = menuNodes(tree).find((m1) => sameUrl(m1.url, adminPanelUrl));
  return panel?.children.some((item) => sameUrl(item.url, `/${first}`)) ? 'ADMINPANEL' : 'DEFAULT';
}

/**
 * Home, then the names of the menu items whose URLs match the path one segment at a time, up to
 * four levels. In ADMINPANEL mode matching starts at the admin-panel entry's children (the entry
 * itself is hidden). A segment that matches nothing is skipped, so deeper segments can still match
 * the children of the last match. Only items with IS_IN_PRIMARY '1' (levels 1 and 2) are named.
 */
export function breadcrumb(tree: TPrimaryMenu, pathname: string): Crumb[] {
  const title = breadcrumbTitles[normalisePath(pathname)];
  if (title) return [homeCrumb, { name: title, url: normalisePath(pathname) }];
  const segments = breadcrumbSegments(pathname);
  const nodes = menuNodes(tree);
  const mode = breadcrumbMode(tree, pathname);
  let candidates =
    mode === 'ADMINPANEL'
      ? (nodes.find((m1) => sameUrl(m1.url, adminPanelUrl))?.children ?? [])
      : nodes;
  const crumbs: Crumb[] = [homeCrumb];
  for (let depth = 1; depth <= segments.length; depth++) {
    const prefix = `/${segments.slice(0, depth).join('/')}`;
    const match = candidates.find((node) => sameUrl(node.url, prefix));
    if (!match) continue;
    if (match.inPrimary) crumbs.push({ name: match.name, url: match.url });
    candidates = match.children;
  }
  return crumbs;
}
