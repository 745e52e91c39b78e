import type { MenuNode } from '@cdesk/domain';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cx } from '../../../ui/cx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { MenuCount } from './menu-count';
import { badgeOf, menuTarget, type MenuBadges } from './menu-targets';

const topItem =
  'flex min-h-11 items-center gap-1 rounded-md px-3 text-[15px] font-medium text-text hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus data-[state=open]:bg-brand-soft data-[state=open]:text-brand';

function MenuLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={menuTarget(url)}>{children}</Link>
    </DropdownMenuItem>
  );
}

/** Items below a level: a parent with children opens a nested menu whose first row is the parent itself. */
function MenuLevel({ nodes, badges }: { nodes: MenuNode[]; badges?: MenuBadges }) {
  return nodes.map((node) =>
    node.children.length === 0 ? (
      <MenuLink key={node.id} url={node.url}>
        {node.name}
        <MenuCount count={badgeOf(badges, node)} />
      </MenuLink>
    ) : (
      <DropdownMenuSub key={node.id} label={node.name}>
        <MenuLink url={node.url}>All of {node.name}</MenuLink>
        <DropdownMenuSeparator />
        <MenuLevel nodes={node.children} badges={badges} />
      </DropdownMenuSub>
    ),
  );
}

/** The primary menu at desktop width (spec 1 section 2.5): a bar of dropdown menus, up to four levels. */
export function PrimaryMenuBar({ nodes, badges }: { nodes: MenuNode[]; badges?: MenuBadges }) {
  return (
    <nav aria-label="Primary" className="hidden border-b border-border bg-surface desktop:block">
      <ul className="mx-auto flex max-w-[1200px] items-center gap-1 px-6 py-1">
        {nodes.map((node) => (
          <li key={node.id}>
            {node.children.length === 0 ? (
              <NavLink
                to={menuTarget(node.url)}
                className={({ isActive }) => cx(topItem, isActive && 'text-brand')}
              >
                {node.name}
              </NavLink>
            ) : (
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger className={topItem}>
                  {node.name}
                  <MenuCount count={badgeOf(badges, node)} />
                  <ChevronDown aria-hidden className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <MenuLink url={node.url}>All of {node.name}</MenuLink>
                  <DropdownMenuSeparator />
                  <MenuLevel nodes={node.children} badges={badges} />
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
