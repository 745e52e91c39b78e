import type { TFetchRefnoDetailResponse } from '@cdesk/domain';
import { Facts, Section } from './review-parts';

/** The application's holders, each with their PAN, birth date and contacts. */
export function ApplicationHolders({ detail }: { detail: TFetchRefnoDetailResponse }) {
  return (
    <Section title="Holders">
      <ul className="flex flex-col gap-4">
        {detail.holders.map((h) => (
          <li key={h.role}>
            <p className="mb-2 text-sm font-semibold text-muted uppercase">{h.label}</p>
            <Facts
              rows={[
                ['Name', h.name],
                ['PAN', h.pan],
                ['Date of birth', h.dob],
                ['Mobile', h.mobile],
                ['Email', h.email],
              ]}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
