import type { TRegPartner } from '@cdesk/domain';
import { BadgeCheck } from 'lucide-react';

/** The partner an application is opened with. */
export function PartnerCard({ partner, note }: { partner: TRegPartner; note?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-border bg-subtle px-4 py-3">
      <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-text">{partner.partnerName}</p>
        {partner.companyName && <p className="text-muted">{partner.companyName}</p>}
        <p className="figures text-muted">
          {partner.arn} · {partner.partnerCode} · {partner.city}
        </p>
        {note && <p className="mt-1 text-muted">{note}</p>}
      </div>
    </div>
  );
}
