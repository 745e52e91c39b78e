import type { PersonKeys } from '@cdesk/domain';
import {
  aadhaarMaskPrefix,
  idProofMaxLength,
  mobileMaxLength,
  nomineeLimits,
  relationOthers,
} from '@cdesk/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { DobField } from './dob-field';
import { Select, type SelectOption as Option } from '../../ui/select';
import { TextField } from './text-field';
import { useFieldProps } from './use-field-props';

/** The form fields of one person (a nominee or a guardian), named as that person's save call names them. */
/** Which form field holds each part of the person (the domain's nomineeKeys, guardianKeys). */
export type PersonFieldNames = PersonKeys;

export interface PersonOptions {
  relations: readonly Option[];
  idTypes: readonly Option[];
  isdCodes: readonly Option[];
}

interface PersonFieldsProps {
  names: PersonFieldNames;
  options: PersonOptions;
  /** MODI_NOMI: names and date of birth are on record and stay as they are. */
  lockIdentity: boolean;
  relationLabel: string;
  relationOtherMax: number;
}

const aadhaarType = '5';

const nameParts = [
  ['First Name', 'fName'],
  ['Middle Name', 'mName'],
  ['Last Name', 'lName'],
] as const;

/** Name, date of birth, relationship, identity proof, mobile and e-mail (spec 3 section 5). */
export function PersonFields({
  names,
  options,
  lockIdentity,
  relationLabel,
  relationOtherMax,
}: PersonFieldsProps) {
  const { control, setValue } = useFormContext<FieldValues>();
  const { message, field } = useFieldProps();
  const [relation, idType, isd] = useWatch({
    control,
    name: [names.relation, names.idType, names.isd],
  }) as [string, string, string];

  // The specify field belongs to the relationship it was typed for.
  const shownRelation = useRef(relation);
  useEffect(() => {
    if (shownRelation.current !== relation) setValue(names.relationOther, '');
    shownRelation.current = relation;
  }, [relation, names.relationOther, setValue]);

  /** A choice that decides what the field after it accepts: changing it empties that field. */
  const governing = (
    label: string,
    choices: readonly Option[],
    name: string,
    governed: string,
  ) => ({
    placeholder: 'Select',
    label,
    options: choices,
    ...field(name, { onChange: () => setValue(governed, '') }),
  });
  const upper = (name: string) =>
    field(name, { setValueAs: (value: unknown) => String(value ?? '').toUpperCase() });

  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-3">
        {nameParts.map(([label, part]) => (
          <TextField
            key={part}
            label={label}
            maxLength={nomineeLimits.nameMax}
            autoComplete="off"
            disabled={lockIdentity}
            {...field(names[part])}
          />
        ))}
      </div>
      <div className="grid gap-4 tablet:grid-cols-2">
        <DobField
          control={control}
          name={names.dob}
          label="Date of Birth"
          error={message(names.dob)}
          disabled={lockIdentity}
        />
        <Select
          placeholder="Select"
          label={relationLabel}
          options={options.relations}
          {...field(names.relation)}
        />
      </div>
      {relation === relationOthers && (
        <TextField
          label="Please specify the relationship"
          maxLength={relationOtherMax}
          {...field(names.relationOther)}
        />
      )}
      <div className="grid gap-4 tablet:grid-cols-2">
        <Select {...governing('Identity Proof Type', options.idTypes, names.idType, names.idNo)} />
        <TextField
          label={idType === aadhaarType ? 'Aadhaar (last 4 digits)' : 'ID Proof Number'}
          prefix={idType === aadhaarType ? aadhaarMaskPrefix : undefined}
          maxLength={idType ? idProofMaxLength(idType) : undefined}
          inputMode={idType === aadhaarType ? 'numeric' : undefined}
          autoComplete="off"
          className="uppercase"
          {...upper(names.idNo)}
        />
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-4 tablet:grid-cols-[8rem_1fr_1fr]">
        <Select {...governing('ISD', options.isdCodes, names.isd, names.mobile)} />
        <TextField
          label="Mobile Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={mobileMaxLength(isd)}
          {...field(names.mobile)}
        />
        <TextField
          label="Email ID"
          fieldClassName="col-span-2 tablet:col-span-1"
          type="email"
          autoComplete="off"
          maxLength={nomineeLimits.emailMax}
          className="uppercase"
          {...upper(names.email)}
        />
      </div>
    </>
  );
}
