import type { TFetchRefnoDetailResponse } from '@cdesk/domain';
import { Facts, Section } from './review-parts';

/** The application's nominees, or that the applicant opted out. */
export function ApplicationNominees({ detail }: { detail: TFetchRefnoDetailResponse }) {
  return (
    <Section title="Nominees">
      {detail.nominees.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {detail.nominees.map((n) => (
            <li key={n.slot}>
              <Facts
                rows={[
                  [`Nominee ${n.slot}`, n.name],
                  ['Relation, share', `${n.relation}, ${n.share}%`],
                  ['Date of birth', n.dob],
                  ['Guardian', n.guardianName],
                ]}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[15px] text-muted">The applicant opted out of nomination.</p>
      )}
    </Section>
  );
}
