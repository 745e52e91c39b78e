import { useEffect, useState } from 'react';
import { geographyCall, type GeoItem } from './nominee-calls';
import type { SelectOption as Option } from '../../ui/select';

export type GeoLevel = 'Country' | 'State' | 'City';

const toOptions = (list: readonly GeoItem[]): Option[] =>
  list.map((item) => ({ value: item.geoCode, label: item.geoName }));

/**
 * The choices of one level of the address (countries, the states of a country, the cities of a
 * state). Asks again when the parent changes; nothing to ask while the parent is not chosen.
 */
export function useGeography(
  level: GeoLevel,
  parent: string | null,
  extra: readonly Option[] = [],
) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (parent === '') {
      setOptions([]);
      return;
    }
    let current = true;
    geographyCall(level, parent ?? '').then(
      (list) => current && setOptions(toOptions(list)),
      () => current && setOptions([]),
    );
    return () => {
      current = false;
    };
  }, [level, parent]);
  // A pincode lookup may name a city the list has not loaded yet: keep it choosable.
  const known = new Set(options.map((option) => option.value));
  return [...options, ...extra.filter((option) => !known.has(option.value))];
}

export { toOptions as geoOptions };
