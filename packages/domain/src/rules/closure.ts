import { closureMessages as m } from '../catalogue/closure.js';
import { distributorDpIds, type DepositoryName, parseDematAccount } from './demat.js';

/** The depository of one of the distributor's participant ids (spec 2 section 9), or null. */
export function distributorDepositoryOf(dpId: string): DepositoryName | null {
  const id = dpId.trim().toUpperCase();
  if (id === distributorDpIds.NSDL) return 'NSDL';
  if (id === distributorDpIds.CDSL) return 'CDSL';
  return null;
}

/** A client code with a participant: 8 digits, with NSDL and CDSL alike. */
export const clientIdPattern = /^\d{8}$/;

/** Any participant's id: NSDL 'IN' and 6 digits (8 characters), CDSL 8 digits. */
export const anyDpIdPattern = /^(IN\d{6}|\d{8})$/;

/**
 * What is wrong with the DP ID and BO ID given for the account being closed, against the demat
 * account on record ('' when it has none); null when they are that account's.
 */
export function closureDematProblem(
  dpId: string,
  boId: string,
  dematOnRecord: string,
): string | null {
  if (distributorDepositoryOf(dpId) === null) return m.dpId;
  if (!clientIdPattern.test(boId.trim())) return m.boId;
  const own = parseDematAccount(dematOnRecord);
  if (!own || distributorDepositoryOf(own.dpId) === null) return m.noDematAccount;
  return own.dpId === dpId.trim().toUpperCase() && own.clientId === boId.trim()
    ? null
    : m.notOwnDemat;
}

/** The demat account that can be closed online: one with the distributor's participant. */
export function closableDemat(dematOnRecord: string): { dpId: string; boId: string } | null {
  const own = parseDematAccount(dematOnRecord);
  if (!own || distributorDepositoryOf(own.dpId) === null) return null;
  return { dpId: own.dpId, boId: own.clientId };
}
