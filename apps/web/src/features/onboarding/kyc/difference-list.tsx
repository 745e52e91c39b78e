import { onboardingKycMessages } from '@cdesk/domain';

interface Difference {
  field: string;
  label: string;
  entered: string;
  found: string;
}

/** Where a KYC record differs from what the applicant entered; nothing when they agree. */
export function DifferenceList({
  differences,
  source,
}: {
  differences: readonly Difference[];
  source: string;
}) {
  if (differences.length === 0) return null;
  return (
    <section
      aria-label={`Differences from ${source}`}
      className="flex flex-col gap-3 rounded-card border border-warning/40 bg-warning-soft p-4"
    >
      <p className="text-sm font-medium text-text">{onboardingKycMessages.namesDiffer}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">
              Field
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              You entered
            </th>
            <th scope="col" className="py-1 font-medium">
              {source}
            </th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={d.field} className="border-t border-warning/30 align-top">
              <th scope="row" className="py-1.5 pr-3 font-medium text-muted">
                {d.label}
              </th>
              <td className="py-1.5 pr-3 break-words">{d.entered || '-'}</td>
              <td className="py-1.5 font-semibold break-words">{d.found || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
