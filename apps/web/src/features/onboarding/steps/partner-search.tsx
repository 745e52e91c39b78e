import type { TRegPartner } from '@cdesk/domain';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { PartnerCard } from '../partner-card';

interface PartnerSearchProps {
  search: string;
  setSearch: (search: string) => void;
  searchError: string;
  partner: TRegPartner | null;
  find: () => Promise<void>;
}

/** The ARN or partner code to find the partner by, and the partner found. */
export function PartnerSearch({
  search,
  setSearch,
  searchError,
  partner,
  find,
}: PartnerSearchProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
        <Field label="ARN / Partner Code" error={searchError} className="flex-1">
          {(control) => (
            <Input
              {...control}
              name="partner"
              verbatim
              maxLength={40}
              value={search}
              onChange={(event) => setSearch(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void find();
                }
              }}
            />
          )}
        </Field>
        <Button variant="secondary" className="tablet:mt-7" onClick={() => void find()}>
          Find partner
        </Button>
      </div>
      {partner && <PartnerCard partner={partner} />}
    </div>
  );
}
