import { nomineeLimits, pinMaxLength } from '@cdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { geoOptions, useGeography } from './use-geography';
import { pincodeCall } from './nominee-calls';
import { Select, type SelectOption as Option } from '../../ui/select';
import { TextField } from './text-field';

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
  const { register, control, setValue, getValues, formState } = useFormContext<FieldValues>();
  const message = (name: string) => {
    const error = formState.errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
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
          <TextField
            label="Address Line 1"
            error={message('add1')}
            maxLength={nomineeLimits.addressLineMax}
            autoComplete="address-line1"
            {...register('add1')}
          />
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              label="Address Line 2"
              error={message('add2')}
              maxLength={nomineeLimits.addressLineMax}
              autoComplete="address-line2"
              {...register('add2')}
            />
            <TextField
              label="Address Line 3"
              error={message('add3')}
              maxLength={nomineeLimits.addressLineMax}
              autoComplete="address-line3"
              {...register('add3')}
            />
          </div>
          <div className="grid gap-4 tablet:grid-cols-2">
            <Select
              placeholder="Select"
              label="Country"
              options={countries}
              error={message('countryId')}
              {...register('countryId', {
                onChange: () => {
                  setValue('stateId', '');
                  setValue('cityId', '');
                },
              })}
            />
            <TextField
              label="Pin / Zip Code"
              error={message('pincode')}
              maxLength={pinMaxLength(countryId)}
              inputMode={india ? 'numeric' : undefined}
              autoComplete="postal-code"
              {...register('pincode')}
            />
            <Select
              placeholder="Select"
              label="State"
              options={states}
              error={message('stateId')}
              {...register('stateId', {
                onChange: () => getValues('cityId') && setValue('cityId', ''),
              })}
            />
            <Select
              placeholder="Select"
              label="City"
              options={cities}
              error={message('cityId')}
              {...register('cityId')}
            />
          </div>
        </>
      )}
    </>
  );
}
