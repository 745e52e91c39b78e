import {
  closureMessages,
  type TClosureRequestView,
  type TLoadClosureFormResponse,
} from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { DraftText, type DraftTextKey, TransferHoldings } from './closure-transfer';
import { useClosureDraft } from './use-closure-draft';

interface ClosureFormProps {
  form: TLoadClosureFormResponse;
  request: TClosureRequestView | null;
  onSaved: (request: TClosureRequestView) => void;
}

/** Step 1: why, which demat account, whether holdings move (and where), language and consent. */
export function ClosureForm({ form, request, onSaved }: ClosureFormProps) {
  const closure = useClosureDraft(form, request, onSaved);
  const { draft, errors, set, action, save } = closure;
  const text = (key: DraftTextKey, label: string) => (
    <DraftText closure={closure} field={key} label={label} />
  );

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
      <TransferHoldings closure={closure} />
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
