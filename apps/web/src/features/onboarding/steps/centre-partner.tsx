import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { PartnerCard } from '../partner-card';
import { StepFrame } from '../step-frame';
import { PartnerSearch } from './partner-search';
import type { StepPageProps } from './step-page-props';
import { useCentrePartner } from './use-centre-partner';

/** Screen 4: the partner (by ARN or partner code) and the centre the application is opened with. */
export function CentrePartnerStep({ screenId }: StepPageProps) {
  const {
    centres,
    centreCode,
    setCentreCode,
    partner,
    fixed,
    search,
    setSearch,
    searchError,
    loadError,
    find,
    save,
  } = useCentrePartner();

  return (
    <StepFrame
      screenId={screenId}
      title="Centre and partner"
      subtitle="The partner who helps you, and the centre that serves your account."
      onNext={save}
      error={loadError}
    >
      {!centres && !loadError && (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {centres && (
        <>
          {fixed && partner ? (
            <PartnerCard partner={partner} note="Your application is opened with this partner." />
          ) : (
            <PartnerSearch
              search={search}
              setSearch={setSearch}
              searchError={searchError}
              partner={partner}
              find={find}
            />
          )}
          <Select
            label="Centre"
            placeholder="Select a centre"
            value={centreCode}
            onValueChange={setCentreCode}
            options={centres.map((c) => ({
              value: c.centreCode,
              label: `${c.centreName} (${c.centreCode})`,
            }))}
          />
        </>
      )}
    </StepFrame>
  );
}
