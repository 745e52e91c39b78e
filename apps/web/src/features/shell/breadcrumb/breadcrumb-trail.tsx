import { breadcrumb, type TPrimaryMenu } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { menuTarget } from '../menu/menu-targets';

/** Home, then the menu names the path matches (spec 1 section 2.5); the last one is this page. */
export function BreadcrumbTrail({ tree }: { tree: TPrimaryMenu }) {
  const { pathname } = useLocation();
  const crumbs = breadcrumb(tree, pathname);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.url}-${index}`} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0" />}
              {last ? (
                <span aria-current="page" className="truncate py-2 font-medium text-text">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={menuTarget(crumb.url)}
                  className="truncate rounded-sm py-2 underline-offset-4 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
