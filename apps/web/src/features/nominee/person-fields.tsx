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

/** Name, date of birth, relationship, identity proof, mobile and e-mail (spec 3 section 5). */
export function PersonFields({
  names,
  options,
  lockIdentity,
  relationLabel,
  relationOtherMax,
}: PersonFieldsProps) {
  const { register, control, setValue, formState } = useFormContext<FieldValues>();
  const errors = formState.errors;
  const message = (name: string) => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
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

  const upper = (name: string) =>
    register(name, { setValueAs: (value: unknown) => String(value ?? '').toUpperCase() });

  return (
    <>
      <div className="grid gap-4 tablet:grid-cols-3">
        <TextField
          label="First Name"
          error={message(names.fName)}
          maxLength={nomineeLimits.nameMax}
          autoComplete="off"
          disabled={lockIdentity}
          {...register(names.fName)}
        />
        <TextField
          label="Middle Name"
          error={message(names.mName)}
          maxLength={nomineeLimits.nameMax}
          autoComplete="off"
          disabled={lockIdentity}
          {...register(names.mName)}
        />
        <TextField
          label="Last Name"
          error={message(names.lName)}
          maxLength={nomineeLimits.nameMax}
          autoComplete="off"
          disabled={lockIdentity}
          {...register(names.lName)}
        />
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
          error={message(names.relation)}
          {...register(names.relation)}
        />
      </div>
      {relation === relationOthers && (
        <TextField
          label="Please specify the relationship"
          error={message(names.relationOther)}
          maxLength={relationOtherMax}
          {...register(names.relationOther)}
        />
      )}
      <div className="grid gap-4 tablet:grid-cols-2">
        <Select
          placeholder="Select"
          label="Identity Proof Type"
          options={options.idTypes}
          error={message(names.idType)}
          {...register(names.idType, { onChange: () => setValue(names.idNo, '') })}
        />
        <TextField
          label={idType === aadhaarType ? 'Aadhaar (last 4 digits)' : 'ID Proof Number'}
          error={message(names.idNo)}
          prefix={idType === aadhaarType ? aadhaarMaskPrefix : undefined}
          maxLength={idType ? idProofMaxLength(idType) : undefined}
          inputMode={idType === aadhaarType ? 'numeric' : undefined}
          autoComplete="off"
          className="uppercase"
          {...upper(names.idNo)}
        />
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-4 tablet:grid-cols-[8rem_1fr_1fr]">
        <Select
          placeholder="Select"
          label="ISD"
          options={options.isdCodes}
          error={message(names.isd)}
          {...register(names.isd, { onChange: () => setValue(names.mobile, '') })}
        />
        <TextField
          label="Mobile Number"
          error={message(names.mobile)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={mobileMaxLength(isd)}
          {...register(names.mobile)}
        />
        <TextField
          label="Email ID"
          fieldClassName="col-span-2 tablet:col-span-1"
          error={message(names.email)}
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
