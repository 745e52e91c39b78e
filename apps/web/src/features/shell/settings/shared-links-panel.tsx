import {
  formatDate,
  revokeTrustedLinkCall,
  trustedLinksCall,
  type TrustedLinkStatus,
  type TrustedReportType,
  type TSharedTrustedLink,
} from '@cdesk/domain';
import { useState } from 'react';
import { gatewayCall } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { cx } from '../../../ui/cx';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';

const kinds: Record<TrustedReportType, string> = {
  MF_HOLDING: 'Mutual fund holding statement',
  DEMAT_HOLDING: 'Demat holding statement',
};

const statuses: Record<TrustedLinkStatus, { label: string; className: string }> = {
  ACTIVE: { label: 'Active', className: 'bg-gain-soft text-gain' },
  EXPIRED: { label: 'Expired', className: 'bg-subtle text-muted' },
  REVOKED: { label: 'Revoked', className: 'bg-subtle text-muted' },
};

const loadLinks = async (signal: AbortSignal) =>
  (await gatewayCall(trustedLinksCall, {}, { signal })).links;

const revoke = (linkId: number) => gatewayCall(revokeTrustedLinkCall, { linkId });

/**
 * reports/trustedLinks and reports/revokeTrustedLink: the holding statements the investor shared
 * through a trusted link, and a way to stop one opening before its 7 days are over.
 */
export function SharedLinksPanel() {
  const links = useGatewayLoad('trusted-links', loadLinks);
  const [asking, setAsking] = useState<TSharedTrustedLink | null>(null);
  const [done, setDone] = useState('');
  const { run, pending, error } = useAction<'revoke'>();

  function confirm(link: TSharedTrustedLink) {
    void run('revoke', async () => {
      const revoked = await revoke(link.linkId);
      links.update((current) => current.map((l) => (l.linkId === revoked.linkId ? revoked : l)));
      setDone(`The link to your ${kinds[link.reportType].toLowerCase()} no longer opens.`);
      setAsking(null);
    });
  }

  return (
    <section aria-labelledby="shared-links-title" className="flex flex-col gap-4">
      <div>
        <h2 id="shared-links-title" className="text-lg font-semibold text-text">
          Shared links
        </h2>
        <p className="mt-1 text-sm text-muted">
          Links to your holding statements that you have shared. Anyone with an active link can open
          the statement without logging in until it expires. Changing your password revokes them
          all.
        </p>
      </div>
      {done && <Alert tone="info">{done}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {links.state.status === 'loading' && <Skeleton className="h-24 w-full" />}
      {links.state.status === 'error' && (
        <LoadError message={links.state.message} onRetry={links.retry} />
      )}
      {links.data?.length === 0 && (
        <p className="rounded-card border border-border bg-surface p-4 text-sm text-muted">
          You have not shared any links yet. You can share a holding statement from the Reports
          page.
        </p>
      )}
      {links.data && links.data.length > 0 && (
        <ul
          aria-label="Shared links"
          className="divide-y divide-border rounded-card border border-border bg-surface"
        >
          {links.data.map((link) => (
            <li
              key={link.linkId}
              className="flex flex-col gap-3 p-4 tablet:flex-row tablet:items-center tablet:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-text">
                  {kinds[link.reportType]} <span className="text-muted">· {link.acCode}</span>
                </p>
                <p className="mt-1 text-sm text-muted">
                  Shared on {formatDate(link.createdAt)} ·{' '}
                  {link.status === 'REVOKED' && link.revokedAt
                    ? `Revoked on ${formatDate(link.revokedAt)}`
                    : `${link.status === 'EXPIRED' ? 'Expired' : 'Expires'} on ${formatDate(link.validUntil)}`}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={cx(
                    'rounded-full px-2.5 py-1 text-xs font-semibold',
                    statuses[link.status].className,
                  )}
                >
                  {statuses[link.status].label}
                </span>
                {link.status === 'ACTIVE' && (
                  <Button
                    variant="secondary"
                    aria-label={`Revoke the link to ${kinds[link.reportType]} shared on ${formatDate(link.createdAt)}`}
                    onClick={() => {
                      setDone('');
                      setAsking(link);
                    }}
                  >
                    Revoke
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmQuestion
          pending={pending === 'revoke'}
          onYes={() => confirm(asking)}
          onNo={() => setAsking(null)}
        >
          Revoke the link to your {kinds[asking.reportType].toLowerCase()} shared on{' '}
          {formatDate(asking.createdAt)}? Whoever you shared it with will no longer be able to open
          it.
        </ConfirmQuestion>
      )}
    </section>
  );
}
