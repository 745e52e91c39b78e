import type {
  ClosureReasonCode,
  TClosureRequestView,
  TLoadClosureFormResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { closureCalls } from './closure-calls';
import { type ClosureDraft, draftErrors, type DraftErrors, draftOf } from './closure-form-state';
import type { CmrPicked } from './cmr-picker';

/** The closure request being filled in, its problems, and saving it. */
export function useClosureDraft(
  form: TLoadClosureFormResponse,
  request: TClosureRequestView | null,
  onSaved: (request: TClosureRequestView) => void,
) {
  const [draft, setDraft] = useState<ClosureDraft>(() => draftOf(request, form.demat));
  const [errors, setErrors] = useState<DraftErrors>({});
  const action = useAction<'save'>();
  const set = <K extends keyof ClosureDraft>(key: K, value: ClosureDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const save = () => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void action.run('save', async () => {
      const saved = await closureCalls.save({
        closureReqId: request?.closureReqId ?? '',
        reasonCode: draft.reasonCode as ClosureReasonCode,
        remarks: draft.remarks,
        dpId: draft.dpId,
        boId: draft.boId,
        transferHoldings: draft.transferHoldings,
        targetDpId: draft.targetDpId,
        targetClientId: draft.targetClientId,
        cmrFileName: draft.cmrContent ? draft.cmrFileName : '',
        cmrContent: draft.cmrContent,
        consent: 'Y',
        language: draft.language,
      });
      onSaved(saved.request);
    });
  };

  const pickCmr = (picked: CmrPicked) => {
    if ('problem' in picked) {
      setDraft((current) => ({ ...current, cmrFileName: '', cmrContent: '' }));
      setErrors((current) => ({ ...current, cmrFileName: picked.problem }));
      return;
    }
    setDraft((current) => ({
      ...current,
      cmrFileName: picked.name,
      cmrContent: picked.content,
    }));
    setErrors((current) => ({ ...current, cmrFileName: undefined }));
  };
  return { draft, errors, set, action, save, pickCmr };
}

export type ClosureDraftState = ReturnType<typeof useClosureDraft>;
