import { nomineeLimits, pinMaxLength } from '@cdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { geoOptions, useGeography } from './use-geography';
import { pincodeCall } from './nominee-calls';
import { Select, type SelectOption as Option } from '../../ui/select';
import { TextField } from './text-field';
import { useFieldProps } from './use-field-props';

interface AddressFieldsProps {
  /** isAddSameAsApp on the nominee's address, isAddSameAsNomi on the guardian's. */
  sameName: string;
  sameLabel: string;
  isFromTransact: boolean;
}

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;

const indiaPincode = /^\d{6}$/;

/**
 * An address with the same-as switch: when the address is the same, nothing else is asked.
 * For India a full pincode fills the state and the city.
 */
export function AddressFields({ sameName, sameLabel, isFromTransact }: AddressFieldsProps) {
  const { control, setValue, getValues } = useFormContext<FieldValues>();
  const { message, field } = useFieldProps();
  const [same, countryId, stateId, pincode] = useWatch({
    control,
    name: [sameName, 'countryId', 'stateId', 'pincode'],
  }) as [string, string, string, string];
  const india = countryId === nomineeLimits.indiaCountryCode;
  const [foundStates, setFoundStates] = useState<Option[]>([]);
  const [foundCities, setFoundCities] = useState<Option[]>([]);

  const countries = useGeography('Country', same === 'N' ? null : '');
  const states = useGeography('State', same === 'N' ? countryId : '', foundStates);
  // A city list is asked for by country and state together ("IN-MH").
  const cityParent = same === 'N' && countryId && stateId ? `${countryId}-${stateId}` : '';
  const cities = useGeography('City', cityParent, foundCities);

  // A pincode's state and city are chosen once their options are on the page: an uncontrolled
  // select drops a value it has no option for.
  const [found, setFound] = useState<{ state: string; city: string } | null>(null);
  useEffect(() => {
    if (!found) return;
    setValue('stateId', found.state, { shouldValidate: true });
    if (found.city) setValue('cityId', found.city, { shouldValidate: true });
  }, [found, setValue]);

  const looked = useRef('');
  useEffect(() => {
    if (same !== 'N' || !india || !indiaPincode.test(pincode) || looked.current === pincode) return;
    looked.current = pincode;
    let current = true;
    pincodeCall(pincode, isFromTransact).then(
      ({ stateList, cityList }) => {
        if (!current || !stateList[0]) return;
        setFoundStates(geoOptions(stateList));
        setFoundCities(geoOptions(cityList));
        setFound({ state: stateList[0].geoCode, city: cityList[0]?.geoCode ?? '' });
      },
      // An unknown pincode leaves the choice to the person.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [same, india, pincode, isFromTransact]);

  const addressLine = (line: 1 | 2 | 3) => (
    <TextField
      label={`Address Line ${line}`}
      maxLength={nomineeLimits.addressLineMax}
      autoComplete={`address-line${line}`}
      {...field(`add${line}`)}
    />
  );

  return (
    <>
      <div className="flex flex-col gap-2">
        <p id={`${sameName}-label`} className="text-sm font-medium text-muted">
          {sameLabel}
        </p>
        <SegmentedChoice
          label={sameLabel}
          value={(same === 'Y' || same === 'N' ? same : '') as 'Y' | 'N'}
          choices={yesNo}
          onChange={(value) => setValue(sameName, value, { shouldValidate: true })}
        />
        {message(sameName) && <p className="text-sm font-medium text-loss">{message(sameName)}</p>}
      </div>
      {same === 'N' && (
        <>
          {addressLine(1)}
          <div className="grid gap-4 tablet:grid-cols-2">
            {addressLine(2)}
            {addressLine(3)}
          </div>
          <div className="grid gap-4 tablet:grid-cols-2">
            <Select
              placeholder="Select"
              label="Country"
              options={countries}
              {...field('countryId', {
                onChange: () => {
                  setValue('stateId', '');
                  setValue('cityId', '');
                },
              })}
            />
            <TextField
              label="Pin / Zip Code"
              maxLength={pinMaxLength(countryId)}
              inputMode={india ? 'numeric' : undefined}
              autoComplete="postal-code"
              {...field('pincode')}
            />
            <Select
              placeholder="Select"
              label="State"
              options={states}
              {...field('stateId', {
                onChange: () => getValues('cityId') && setValue('cityId', ''),
              })}
            />
            <Select placeholder="Select" label="City" options={cities} {...field('cityId')} />
          </div>
        </>
      )}
    </>
  );
}
