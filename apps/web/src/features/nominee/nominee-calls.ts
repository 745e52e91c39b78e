import {
  accessFromOf,
  getGeoListCall,
  getPincodeDetailCall,
  type GatewayCall,
  type ReplyOf,
  type RequestOf,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/** One of the wizard's calls as a screen's configuration holds it. */
export type NomineeRequest<Reply> = (
  body: Record<string, unknown>,
  isFromTransact: boolean,
) => Promise<Reply>;

/**
 * POSTs one of the wizard's calls with isMobile and accessFrom added (spec 3 section 3: every
 * wizard call says it comes from the web, and whether from a transaction); resolves to `data`.
 */
export function nomineeCall<C extends GatewayCall>(
  call: C,
  body: Record<string, unknown>,
  isFromTransact: boolean,
): Promise<ReplyOf<C>> {
  // The wizard's bodies are form values its screen schemas checked; the gateway parses them again.
  const request = { ...body, isMobile: 'N', accessFrom: accessFromOf(isFromTransact) };
  return gatewayCall(call, request as RequestOf<C>);
}

/**
 * `call` for a screen's configuration: a function rather than the call object, since a call
 * object handed around as a prop keeps its schemas in the bundle, and only its path may reach the
 * browser.
 */
export function nomineeRequest<C extends GatewayCall>(call: C): NomineeRequest<ReplyOf<C>> {
  return (body, isFromTransact) => nomineeCall(call, body, isFromTransact);
}

export interface GeoItem {
  geoName: string;
  geoCode: string;
}

/** The geography lookup of spec 1 section 7.2: countries, a country's states, a state's cities. */
export async function geographyCall(
  fetchFor: RequestOf<typeof getGeoListCall>['fetchFor'],
  geoCode: string,
): Promise<GeoItem[]> {
  const data = await gatewayCall(getGeoListCall, {
    fetchFor,
    geoCode,
    isMobile: 'N',
  });
  return data.geoList;
}

/** The India pincode lookup: the state and the cities a pincode belongs to. */
export function pincodeCall(pincode: string, isFromTransact: boolean) {
  return nomineeCall(getPincodeDetailCall, { pincode }, isFromTransact);
}
