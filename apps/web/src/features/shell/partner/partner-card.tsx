import type { TPartnerDetails } from '@cdesk/domain';
import { Mail, Phone } from 'lucide-react';
import { partnerView } from './partner-view';

const contactLink =
  'inline-flex min-h-11 items-center gap-2 rounded-md text-[15px] font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** Photo or initial, name, designation, company, licences, products, contacts, social links, logo. */
export function PartnerCard({
  partner,
  headingLevel = 2,
}: {
  partner: TPartnerDetails;
  headingLevel?: 2 | 3;
}) {
  const view = partnerView(partner);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        {partner.partnerProfilePicture ? (
          <img
            src={partner.partnerProfilePicture}
            alt=""
            className="size-14 shrink-0 rounded-full object-cover ring-1 ring-border"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xl font-semibold text-brand"
          >
            {view.initial}
          </span>
        )}
        <div className="min-w-0">
          <Heading className="text-base font-semibold text-text">{view.name}</Heading>
          {view.designation && <p className="text-sm text-muted">{view.designation}</p>}
          {view.company && <p className="text-sm font-medium text-text">{view.company}</p>}
        </div>
      </div>
      {view.licences.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {view.licences.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted">{row.label}</dt>
              <dd className="font-medium text-text tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.products.length > 0 && (
        <div>
          {view.productCaption && <p className="text-sm text-muted">{view.productCaption}</p>}
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {view.products.map((product) => (
              <li
                key={product}
                className="rounded-full bg-subtle px-2.5 py-1 text-xs font-medium text-text"
              >
                {product}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(view.phones.length > 0 || view.emails.length > 0) && (
        <ul className="flex flex-col">
          {view.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone}`} className={contactLink}>
                <Phone aria-hidden className="size-4" />
                {phone}
              </a>
            </li>
          ))}
          {view.emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} className={`${contactLink} break-all`}>
                <Mail aria-hidden className="size-4 shrink-0" />
                {email}
              </a>
            </li>
          ))}
        </ul>
      )}
      {view.media.length > 0 && (
        <ul aria-label="Social media" className="flex flex-wrap gap-1">
          {view.media.map((media) => (
            <li key={media.href}>
              <a
                href={media.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${view.name} on ${media.label}`}
                className="flex size-11 items-center justify-center rounded-md hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
              >
                <img src={media.icon} alt="" width={20} height={20} className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {partner.partnerCompLogoURL && (
        <img
          src={partner.partnerCompLogoURL}
          alt={view.company ? `${view.company} logo` : 'Partner company logo'}
          className="h-[50px] w-auto"
        />
      )}
    </div>
  );
}
