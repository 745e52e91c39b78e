import { showsBreadcrumb, type TPrimaryMenu } from '@cdesk/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useGoBack } from '../frame/back-guard';
import { IconButton } from '../../../ui/icon-button';
import { BreadcrumbTrail } from './breadcrumb-trail';

/**
 * Under the header: where the investor is (not on the dashboard) and whose figures show. While the
 * menu behind the trail or the accounts beside it are on their way, the bar is marked busy: it may
 * still grow (the trail wraps the accounts onto a line of their own on a phone), and a page coming
 * back to its place waits for it.
 */
export function ContextBar({
  tree,
  aside,
  loading,
}: {
  tree: TPrimaryMenu;
  aside: ReactNode;
  loading: boolean;
}) {
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const trail = showsBreadcrumb(pathname);
  return (
    <div className="border-b border-border bg-surface" aria-busy={loading || undefined}>
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 tablet:px-6">
        {trail ? (
          <div className="flex min-w-0 items-center gap-1">
            <IconButton
              label="Go back"
              icon={ArrowLeft}
              onClick={goBack}
              className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
            />
            <BreadcrumbTrail tree={tree} />
          </div>
        ) : (
          <span />
        )}
        {aside}
      </div>
    </div>
  );
}
