import { addressLine, genders, type TKycIdentity } from '@cdesk/domain';
import { FactList } from '../../../ui/fact-list';

interface IdentityCardProps {
  identity: TKycIdentity;
  /** The source's name above the record, e.g. "KRA (KYC Registration Agency)". */
  heading: string;
  /** A status line beside the heading (KRA status, CKYC number). */
  badge?: string;
}

const fullName = (p: { fname: string; mname: string; lname: string }) =>
  [p.fname, p.mname, p.lname].filter(Boolean).join(' ');

/** A KYC record as its source holds it: photo, name, birth, relative and address. */
export function IdentityCard({ identity, heading, badge }: IdentityCardProps) {
  const facts: [string, string][] = [
    ['Name', fullName(identity)],
    ['Date of Birth', identity.dob],
    ['Gender', genders[identity.gender]],
    ['PAN', identity.pan],
    ["Father's Name", identity.fatherName],
    ...(identity.idHint
      ? [
          [identity.source === 'DIGILOCKER' ? 'Aadhaar' : 'CKYC Number', identity.idHint] as [
            string,
            string,
          ],
        ]
      : []),
    ['Address', addressLine(identity.address)],
  ];
  return (
    <section
      aria-label={heading}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-text">{heading}</h3>
        {badge && (
          <span className="rounded-full bg-subtle px-2.5 py-1 text-xs font-medium text-muted">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-4 tablet:flex-row">
        {identity.photo && (
          <img
            src={identity.photo}
            alt={`Photo of ${fullName(identity)} on record`}
            width={96}
            height={120}
            className="h-[120px] w-24 shrink-0 rounded-md border border-border object-cover"
          />
        )}
        <FactList
          facts={facts}
          className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 text-sm tablet:grid-cols-2"
          rowClassName="flex flex-col gap-0.5"
          valueClassName="font-medium text-text break-words"
        />
      </div>
    </section>
  );
}
