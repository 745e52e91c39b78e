import type { TFetchRefnoDetailResponse } from '@cdesk/domain';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';

interface SendCommPanelProps {
  holders: TFetchRefnoDetailResponse['holders'];
  holder: string;
  setHolder: (holder: string) => void;
  pending: boolean;
  resend: (commType: 'NM' | 'RE') => Promise<void>;
}

/** Sends the applicant, or one holder, where the application stands. */
export function SendCommPanel({ holders, holder, setHolder, pending, resend }: SendCommPanelProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <Select
        label="Send to"
        options={[
          { value: '', label: 'All holders' },
          ...holders.map((h) => ({ value: h.role, label: `${h.label}: ${h.name}` })),
        ]}
        value={holder}
        onValueChange={setHolder}
        name="holder"
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => void resend('NM')} disabled={pending}>
          Send (NM)
        </Button>
        <Button variant="secondary" onClick={() => void resend('RE')} disabled={pending}>
          Resend (RE)
        </Button>
      </div>
    </div>
  );
}
