import {
  anyDpIdPattern,
  clientIdPattern,
  closureMessages as m,
  distributorDepositoryOf,
  type TClosureRequestView,
} from '@cdesk/domain';

/** The closure form as typed, with the client master report picked (content as a data URL). */
export interface ClosureDraft {
  reasonCode: string;
  remarks: string;
  dpId: string;
  boId: string;
  transferHoldings: 'Y' | 'N';
  targetDpId: string;
  targetClientId: string;
  cmrFileName: string;
  cmrContent: string;
  language: string;
  consent: boolean;
}

export type DraftErrors = Partial<Record<keyof ClosureDraft, string>>;

/** The form filled from the open request, or from the demat account on record. */
export function draftOf(
  request: TClosureRequestView | null,
  demat: { dpId: string; boId: string } | null,
): ClosureDraft {
  return {
    reasonCode: request?.reasonCode ?? '',
    remarks: request?.remarks ?? '',
    dpId: request?.dpId ?? demat?.dpId ?? '',
    boId: request?.boId ?? demat?.boId ?? '',
    transferHoldings: request?.transferHoldings ?? 'N',
    targetDpId: request?.targetDpId ?? '',
    targetClientId: request?.targetClientId ?? '',
    // A report already given stays with the request unless another is picked.
    cmrFileName: request?.cmrFileName ?? '',
    cmrContent: '',
    language: request?.language ?? 'EN',
    consent: request !== null,
  };
}

/** The problems the server would answer, found before asking it (it checks them all again). */
export function draftErrors(draft: ClosureDraft): DraftErrors {
  const errors: DraftErrors = {};
  const upper = (text: string) => text.trim().toUpperCase();
  if (draft.reasonCode === '') errors.reasonCode = m.reason;
  if (draft.reasonCode === 'OTHERS' && draft.remarks.trim() === '') errors.remarks = m.remarks;
  if (distributorDepositoryOf(draft.dpId) === null) errors.dpId = m.dpId;
  if (!clientIdPattern.test(draft.boId.trim())) errors.boId = m.boId;
  if (draft.transferHoldings === 'Y') {
    if (!anyDpIdPattern.test(upper(draft.targetDpId))) errors.targetDpId = m.targetDpId;
    if (!clientIdPattern.test(draft.targetClientId.trim()))
      errors.targetClientId = m.targetClientId;
    else if (
      upper(draft.targetDpId) === upper(draft.dpId) &&
      draft.targetClientId.trim() === draft.boId.trim()
    )
      errors.targetClientId = m.sameTarget;
    if (draft.cmrFileName === '') errors.cmrFileName = m.cmrRequired;
  }
  if (!draft.consent) errors.consent = m.consent;
  return errors;
}
