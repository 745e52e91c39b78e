import { ddpiMessages } from '@cdesk/domain';
import { ExternalLink, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { ddpiCalls } from './ddpi-calls';
import { leaveForEsign } from '../../../lib/use-esign-return';

interface EsignStepProps {
  ddpiReqId: string;
  /** Leaves for the e-sign service; replaced in tests. */
  leave?: (url: string) => void;
}

/** The paid DDPI signed with Aadhaar e-sign: language, consent, then the e-sign service. */
export function EsignStep({ ddpiReqId, leave = leaveForEsign }: EsignStepProps) {
  const { state, retry } = useGatewayLoad(`ddpi-esign:${ddpiReqId}`, (signal) =>
    ddpiCalls.esign({ ddpiReqId }, signal),
  );
  const [tncLang, setTncLang] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ tncLang?: string; consent?: string }>({});
  const action = useAction<'sign'>();

  if (state.status === 'loading') return <Skeleton className="h-64 w-full" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const detail = state.data;
  const sign = () => {
    const next = {
      tncLang: tncLang ? undefined : ddpiMessages.tncLangRequired,
      consent: agreed ? undefined : ddpiMessages.consentRequired,
    };
    setErrors(next);
    if (next.tncLang || next.consent) return;
    void action.run('sign', async () => {
      const started = await ddpiCalls.startEsign({
        ddpiReqId,
        tncLang,
        esignDocSrNo: detail.esignDocSrNo,
      });
      leave(started.redirectUrl);
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-card border border-border px-4 py-3 tablet:flex-row tablet:items-center tablet:justify-between">
        <span>
          <span className="block font-medium text-text">{detail.holderName}</span>
          <a
            href={detail.esignDoc}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-brand underline"
          >
            <ExternalLink aria-hidden className="size-3.5" /> DDPI document (PDF)
          </a>
        </span>
        <span className="self-start rounded-full bg-warning-soft px-2.5 py-1 text-xs font-semibold text-warning tablet:self-auto">
          {detail.esignDocStatus === 'PENDING' ? 'E-Sign Pending' : 'Not signed yet'}
        </span>
      </div>
      <Select
        label="Preferred T & C Language"
        placeholder="Select"
        options={detail.tncLang.map((l) => ({ value: l.LANG_ID, label: l.LANGUAGE }))}
        value={tncLang}
        error={errors.tncLang}
        onValueChange={setTncLang}
      />
      <Checkbox
        label={detail.esignDocConsent.consentDesc}
        className="items-start py-2 [&>input]:mt-0.5"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {errors.consent && <Alert tone="error">{errors.consent}</Alert>}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <p className="text-sm text-muted">
        You will sign on the e-sign service with the OTP sent to your Aadhaar-linked mobile number,
        and come back here when it is done.
      </p>
      <div>
        <Button loading={action.pending === 'sign'} onClick={sign}>
          <FileSignature aria-hidden className="size-4" />
          Sign with Aadhaar
        </Button>
      </div>
    </div>
  );
}
