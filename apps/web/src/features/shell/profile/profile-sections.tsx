import type { TGetProfileDetailResponse } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { TextLink } from '../../../ui/text-link';
import { TitledSection } from '../../../ui/titled-section';

type Profile = TGetProfileDetailResponse;

interface RowProps {
  label: string;
  value: string;
  /** A number, an id or a date: set in tabular figures. */
  figures?: boolean;
}

function Row({ label, value, figures = false }: RowProps) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 tablet:flex-row tablet:gap-6">
      <dt className="text-sm text-muted tablet:w-48 tablet:shrink-0">{label}</dt>
      <dd className="font-medium break-words text-text">
        {figures ? <span className="figures">{value}</span> : value || '—'}
      </dd>
    </div>
  );
}

export function PersonalSection({ profile }: { profile: Profile }) {
  return (
    <Card className="px-5 py-2 tablet:px-8">
      <dl>
        <Row label="Name" value={profile.name} />
        <Row label="UCC" value={profile.ucc_no} figures />
        <Row label="Demat account no." value={profile.demat_acc_no} figures />
        <Row label="E-mail" value={profile.email} />
        <Row label="Mobile" value={profile.phone} figures />
        <Row label="Date of birth" value={profile.dob} figures />
        <Row label="Gender" value={profile.gender} />
        <Row label="Address" value={profile.address} />
      </dl>
    </Card>
  );
}

/** The claimant or the witnesses of the nomination (spec 1 section 3), or that there are none. */
function PeopleSection({
  id,
  title,
  rows,
  none,
}: {
  id: string;
  title: string;
  rows: string[][];
  none: string;
}) {
  return (
    <TitledSection id={id} headingId={`${id}-heading`} title={title}>
      {rows.length === 0 ? (
        <Card className="mt-3 p-5 text-muted">{none}</Card>
      ) : (
        <Card className="mt-3 px-5 py-2">
          <dl>
            {rows.map(([label = '', value = '']) => (
              <Row key={label + value} label={label} value={value} />
            ))}
          </dl>
        </Card>
      )}
    </TitledSection>
  );
}

export function NomineeSection({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Nominees</h2>
        <TextLink to="/nomineeTransact" className="inline-flex min-h-11 items-center">
          Change nominee
        </TextLink>
      </div>
      {profile.nominees.length === 0 ? (
        <Card className="p-5 text-muted">
          No nominee is on record. Adding one makes it easy for your family to claim your
          investments.
        </Card>
      ) : (
        <ul className="grid gap-3 tablet:grid-cols-2">
          {profile.nominees.map((nominee) => (
            <li key={nominee.nomineeNo}>
              <Card className="px-5 py-2">
                <h3 className="pt-2 font-semibold">{nominee.name}</h3>
                <dl>
                  <Row label="Relationship" value={nominee.relationship} />
                  <Row label="Share" value={`${nominee.share}%`} figures />
                  <Row label="Date of birth" value={nominee.dob} figures />
                  {nominee.guardianName && <Row label="Guardian" value={nominee.guardianName} />}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PeopleSection
        id="claimant"
        title="Claimant"
        rows={profile.claimant.map((c) => [c.relationship || 'Claimant', c.name])}
        none="No claimant is on record."
      />
      <PeopleSection
        id="witness"
        title="Witness"
        rows={profile.witness.map((w) => [w.name, w.address])}
        none="No witness is on record."
      />
    </div>
  );
}
