import { normalisePath, visibleMenu, type MenuNode } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Skeleton } from '../../../ui/skeleton';
import { useDeskVariant } from '../frame/use-app-config';
import { menuTarget } from './menu-targets';
import { useDeskMenu } from './use-menu';

function findItem(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (normalisePath(node.url) === path) return node;
    const found = findItem(node.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * The page of a menu item with items under it (Transact, Reports and their groups), which the
 * breadcrumb links to: the items under it, as the menu lists them for the investor.
 */
export function MenuSectionPage() {
  const { pathname } = useLocation();
  const variant = useDeskVariant();
  const menu = useDeskMenu(variant.loanHost);
  const item = findItem(visibleMenu(menu.tree), normalisePath(pathname));
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      {menu.state.status === 'loading' && (
        <div aria-busy="true" aria-label="Loading the menu" className="flex flex-col gap-4">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-40 w-full max-w-2xl" />
        </div>
      )}
      {menu.state.status === 'error' && <Alert tone="error">{menu.state.message}</Alert>}
      {menu.state.status === 'ready' && !item && (
        <>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
            Nothing to show here
          </h1>
          <p className="mt-1.5 text-muted">
            This part of the menu is not open to your account. Your wealth partner can tell you
            more.
          </p>
          <ButtonLink to="/contact" className="mt-6">
            Contact your partner
          </ButtonLink>
        </>
      )}
      {item && (
        <>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">{item.name}</h1>
          <ul
            aria-label={item.name}
            className="mt-6 flex max-w-2xl flex-col divide-y divide-border rounded-card border border-border bg-surface"
          >
            {item.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={menuTarget(child.url)}
                  className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-medium hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {child.name}
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
