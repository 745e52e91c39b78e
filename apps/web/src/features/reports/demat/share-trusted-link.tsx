import { formatDate, trustedLinkValidDays, type TrustedReportType } from '@cdesk/domain';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { createTrustedLink } from './report-calls';

const what: Record<TrustedReportType, string> = {
  MF_HOLDING: 'mutual fund holding statement',
  DEMAT_HOLDING: 'demat holding statement',
};

/**
 * "Share a trusted link": a link that opens this account's holding statement read-only, without a
 * login, for 7 days. Anyone who has the link can open it, so the investor shares it knowingly.
 */
export function ShareTrustedLink({
  acCode,
  reportType,
}: {
  acCode: string;
  reportType: TrustedReportType;
}) {
  const { run, pending, error } = useAction<'share'>();
  const [link, setLink] = useState<{ url: string; validUntil: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const address = link ? new URL(link.url, window.location.origin).href : '';

  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Link2 aria-hidden className="size-4 text-brand" />
        Share a trusted link
      </h2>
      <p className="mt-1 text-sm text-muted">
        Anyone with the link can see your {what[reportType]} (read-only, no login) for{' '}
        {trustedLinkValidDays} days, for example your accountant or a lender.
      </p>
      {!link && (
        <Button
          variant="secondary"
          className="mt-4"
          loading={pending === 'share'}
          onClick={() =>
            void run('share', async () => {
              const made = await createTrustedLink(acCode, reportType);
              setLink({ url: made.url, validUntil: made.validUntil });
            })
          }
        >
          Create link
        </Button>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {link && (
        <div className="mt-4 flex flex-col gap-2">
          <label htmlFor={`trusted-${reportType}`} className="text-sm text-muted">
            Trusted link, valid until {formatDate(link.validUntil)}
          </label>
          <div className="flex flex-col gap-2 tablet:flex-row">
            <input
              id={`trusted-${reportType}`}
              readOnly
              value={address}
              onFocus={(e) => e.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded-card border border-border bg-subtle px-3 text-sm"
            />
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(address).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? (
                <Check aria-hidden className="size-4" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
