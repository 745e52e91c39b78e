import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { folioCalls } from './folio-calls';

interface RelationConsentFieldsProps {
  field: string;
  folioNo: string;
  relation: string;
  setRelation: (relation: string) => void;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  consentError: string | undefined;
}

/** Whose the new contact is, and the investor's consent to the update. */
export function RelationConsentFields({
  field,
  folioNo,
  relation,
  setRelation,
  consent,
  onConsent,
  consentError,
}: RelationConsentFieldsProps) {
  const relations = useGatewayLoad('folio-relations', (signal) => folioCalls.relations({}, signal));
  return (
    <>
      <Select
        label={`Whose ${field} is this?`}
        value={relation}
        onValueChange={setRelation}
        disabled={relations.state.status !== 'ready'}
        options={
          relations.data?.relations.map((r) => ({ value: r.code, label: r.label })) ?? [
            { value: 'SE', label: 'Self' },
          ]
        }
      />
      <div>
        <Checkbox
          checked={consent}
          onChange={(event) => onConsent(event.target.checked)}
          label={`I confirm that this ${field} is mine or my family member's as declared above, and I ask the registrar to update it in folio ${folioNo}.`}
        />
        {consentError && (
          <p className="mt-1 text-sm text-loss" role="alert">
            {consentError}
          </p>
        )}
      </div>
    </>
  );
}
