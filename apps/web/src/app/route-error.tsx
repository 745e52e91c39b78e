import { loginMessages } from '@cdesk/domain';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { BrandLogo } from '../ui/brand-logo';

/**
 * Last resort when a page fails to load or render (for example a chunk gone after a release). It
 * is part of the entry, so it still shows when no other chunk can load; the login page's shared
 * parts it uses come with it.
 */
export function RouteError() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg p-4">
      <Card className="flex w-full max-w-md flex-col gap-5 p-6">
        <BrandLogo />
        <h1 className="text-lg font-semibold">This page could not open</h1>
        <Alert tone="error">{loginMessages.somethingWrong}</Alert>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Card>
    </main>
  );
}
