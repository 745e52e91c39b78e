import { idProofMaxLength, relationOthers, type RegNomineePerson } from '@cdesk/domain';
import type { ReactNode } from 'react';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

interface Option {
  code: string;
  label: string;
}

interface PersonFieldsProps {
  /** Names the inputs: 'nominee' or 'guardian'. */
  who: string;
  person: RegNomineePerson;
  onChange: (patch: Partial<RegNomineePerson>) => void;
  /** Field errors keyed by the person's field names. */
  errors: Record<string, string | undefined>;
  relations: Option[];
  relationLabel: string;
  idProofTypes: Option[];
  /** Beside the ID number: the demat account look-up. */
  idAddon?: ReactNode;
}

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.code, label: o.label }));

/** Name, date of birth, relationship and ID proof of a nominee or of a minor nominee's guardian. */
export function NomineePersonFields({
  who,
  person,
  onChange,
  errors,
  relations,
  relationLabel,
  idProofTypes,
  idAddon,
}: PersonFieldsProps) {
  const text = (key: keyof RegNomineePerson, label: string, extra: object = {}) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          name={`${who}.${key}`}
          autoComplete="off"
          value={person[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
          {...extra}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-4 tablet:grid-cols-3">
      {text('fName', 'First name', { maxLength: 15 })}
      {text('mName', 'Middle name (optional)', { maxLength: 15 })}
      {text('lName', 'Last name', { maxLength: 15 })}
      {text('dob', 'Date of birth (DD-MM-YYYY)', {
        inputMode: 'numeric',
        maxLength: 10,
        placeholder: 'DD-MM-YYYY',
      })}
      <Select
        label={relationLabel}
        name={`${who}.relation`}
        placeholder="Select"
        options={toOptions(relations)}
        value={person.relation}
        error={errors.relation}
        onValueChange={(relation) => onChange({ relation, relationOther: '' })}
      />
      {person.relation === relationOthers ? (
        text('relationOther', 'Relationship (specify)', { maxLength: 50 })
      ) : (
        <div className="hidden tablet:block" />
      )}
      <Select
        label="ID proof"
        name={`${who}.idType`}
        placeholder="Select"
        options={toOptions(idProofTypes)}
        value={person.idType}
        error={errors.idType}
        onValueChange={(idType) => onChange({ idType, idNo: '' })}
      />
      <div className="flex flex-col gap-2 tablet:col-span-2">
        {text('idNo', person.idType === '5' ? 'Last 4 digits of Aadhaar' : 'ID proof number', {
          maxLength: idProofMaxLength(person.idType),
          className: 'uppercase',
        })}
        {idAddon}
      </div>
    </div>
  );
}
