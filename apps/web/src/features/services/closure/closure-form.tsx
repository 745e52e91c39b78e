import {
  type ClosureReasonCode,
  closureMessages,
  type TClosureRequestView,
  type TLoadClosureFormResponse,
} from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Select } from '../../../ui/select';
import { closureCalls } from './closure-calls';
import { type ClosureDraft, draftErrors, type DraftErrors, draftOf } from './closure-form-state';
import { CmrPicker } from './cmr-picker';

interface ClosureFormProps {
  form: TLoadClosureFormResponse;
  request: TClosureRequestView | null;
  onSaved: (request: TClosureRequestView) => void;
}

/** Step 1: why, which demat account, whether holdings move (and where), language and consent. */
export function ClosureForm({ form, request, onSaved }: ClosureFormProps) {
  const [draft, setDraft] = useState<ClosureDraft>(() => draftOf(request, form.demat));
  const [errors, setErrors] = useState<DraftErrors>({});
  const action = useAction<'save'>();
  const set = <K extends keyof ClosureDraft>(key: K, value: ClosureDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (
    key: 'remarks' | 'dpId' | 'boId' | 'targetDpId' | 'targetClientId',
    label: string,
  ) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
          autoCapitalize={key === 'remarks' ? undefined : 'characters'}
          className={key === 'remarks' ? undefined : 'figures'}
        />
      )}
    </Field>
  );

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

  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      <Select
        label="Reason for closure"
        placeholder="Select a reason"
        value={draft.reasonCode}
        onValueChange={(value) => set('reasonCode', value)}
        error={errors.reasonCode}
        options={form.reasons.map((r) => ({ value: r.code, label: r.label }))}
      />
      {draft.reasonCode === 'OTHERS' && text('remarks', 'Please tell us why')}
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
        {text('dpId', 'DP ID')}
        {text('boId', 'BO ID (client ID)')}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">
          Do you hold shares or units to transfer to another demat account?
        </p>
        <SegmentedChoice
          label="Transfer holdings"
          value={draft.transferHoldings}
          onChange={(value) => set('transferHoldings', value)}
          choices={[
            { value: 'N', label: 'No holdings to transfer' },
            { value: 'Y', label: 'Yes, transfer them' },
          ]}
        />
      </div>
      {draft.transferHoldings === 'Y' && (
        <div className="flex flex-col gap-4 rounded-card bg-subtle p-4">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            {text('targetDpId', 'Target DP ID')}
            {text('targetClientId', 'Target client ID')}
          </div>
          <CmrPicker
            fileName={draft.cmrFileName}
            error={errors.cmrFileName}
            onPicked={(picked) => {
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
            }}
          />
        </div>
      )}
      <Select
        label="Language of the request"
        value={draft.language}
        onValueChange={(value) => set('language', value)}
        options={form.languages.map((l) => ({ value: l.code, label: l.label }))}
      />
      <div className="flex flex-col gap-1">
        <Checkbox
          label={form.consentText}
          checked={draft.consent}
          onChange={(event) => set('consent', event.target.checked)}
          className="items-start py-2 [&>input]:mt-0.5"
        />
        {errors.consent && <p className="text-sm text-loss">{closureMessages.consent}</p>}
      </div>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <Button className="tablet:self-start" loading={action.pending === 'save'} onClick={save}>
        Save and view the request
      </Button>
    </Card>
  );
}
