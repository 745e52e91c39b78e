import { accessFromOf, nomineeServicePath, type NomineeService } from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/**
 * POST /cdesk/gw/nominee/<service>, with isMobile and accessFrom added (spec 3 section 3: every
 * wizard call says it comes from the web, and whether from a transaction); resolves to `data`.
 */
export function nomineeCall<T>(
  service: NomineeService,
  body: Record<string, unknown>,
  isFromTransact: boolean,
): Promise<T> {
  return gatewayCall<T>(nomineeServicePath(service), {
    ...body,
    isMobile: 'N',
    accessFrom: accessFromOf(isFromTransact),
  });
}

export interface GeoItem {
  geoName: string;
  geoCode: string;
}

/** The geography lookup of spec 1 section 7.2: countries, a country's states, a state's cities. */
export async function geographyCall(fetchFor: string, geoCode: string): Promise<GeoItem[]> {
  const data = await gatewayCall<{ geoList: GeoItem[] }>(nomineeServicePath('getGeoList'), {
    fetchFor,
    geoCode,
    isMobile: 'N',
  });
  return data.geoList;
}

/** The India pincode lookup: the state and the cities a pincode belongs to. */
export function pincodeCall(pincode: string, isFromTransact: boolean) {
  return nomineeCall<{ stateList: GeoItem[]; cityList: GeoItem[] }>(
    'getPincodeDetail',
    { pincode },
    isFromTransact,
  );
}
