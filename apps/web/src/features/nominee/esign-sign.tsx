import {
  nomineeErrorCodes,
  nomineeEsignSchema,
  nomineeMessages,
  submitNomiEsignRequestProfileCall,
  type ZLoadNomiEsignDtlProfileResponse,
} from '@cdesk/domain';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import type { ReplyOf } from '../../lib/contract';
import { ConsentCheckbox } from './consent-checkbox';
import { nomineeCall } from './nominee-calls';
import { Select } from '../../ui/select';
import { useSchemaResolver } from './use-schema-resolver';
import { SignFrame, type SignerProps } from './sign-frame';
import { leaveForEsign } from '../../lib/use-esign-return';

type EsignDetail = ReplyOf<typeof ZLoadNomiEsignDtlProfileResponse>;

interface EsignSignProps extends SignerProps {
  detail: EsignDetail;
  /** PNE-903: the request changed; after the popup the nominee details are loaded again. */
  onStale: () => void;
  /** Leaves for the e-sign service; replaced in tests. */
  leave?: (url: string) => void;
}

/** 'E- SIGN VERIFICATION': choose the T & C language, consent, and go to sign with Aadhaar. */
export function EsignSign({
  nomiReqId,
  isFromTransact,
  detail,
  onBack,
  onStale,
  leave = leaveForEsign,
}: EsignSignProps) {
  const [error, setError] = useState('');
  const [stale, setStale] = useState('');
  const form = useForm<FieldValues>({
    resolver: useSchemaResolver(nomineeEsignSchema),
    defaultValues: { tncLang: '', consent: false },
  });
  const language = useWatch({ control: form.control, name: 'tncLang' }) as string;
  const document = detail.esignDetl[0]?.esignDocDetl;
  const consents = document?.esignDocConsent ?? [];
  // The consent is worded in the chosen language where the form has that wording.
  const consent = consents.find((item) => item.consentLangId === language) ?? consents[0];

  const submit = form.handleSubmit(async (values) => {
    setError('');
    try {
      const submitted = await nomineeCall(
        submitNomiEsignRequestProfileCall,
        {
          nomiReqId,
          tncLang: values.tncLang as string,
          esignDocSrNo: document?.esignDocSrNo ?? '',
        },
        isFromTransact,
      );
      leave(submitted.redirectUrl);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      const message = caught instanceof ApiError ? caught.message : nomineeMessages.esignFailed;
      if (caught instanceof ApiError && caught.errCode === nomineeErrorCodes.esignStale)
        setStale(message);
      else setError(message);
    }
  });

  const errors = form.formState.errors;
  return (
    <SignFrame
      mode="E"
      popup={stale}
      onPopupClosed={onStale}
      error={error}
      onSubmit={submit}
      onBack={onBack}
      submitLabel={
        <>
          <FileSignature aria-hidden className="size-4" />
          Submit
        </>
      }
      submitting={form.formState.isSubmitting}
    >
      <ul className="flex flex-col gap-2">
        {detail.esignDetl.map((holder) => (
          <li
            key={holder.holder}
            className="flex items-center justify-between gap-3 rounded-card border border-border px-4 py-3"
          >
            <span>
              <span className="block font-medium text-text">{holder.holderName}</span>
              <span className="text-sm text-muted">{holder.esignDocDetl.esignDoc}</span>
            </span>
            <span className="rounded-full bg-warning-soft px-2.5 py-1 text-xs font-semibold text-warning">
              {holder.esignDocDetl.esignDocStatus}
            </span>
          </li>
        ))}
      </ul>
      <Select
        placeholder="Select"
        label="Preferred T & C Language"
        options={detail.tncLang.map((item) => ({ value: item.LANG_ID, label: item.LANGUAGE }))}
        error={typeof errors.tncLang?.message === 'string' ? errors.tncLang.message : undefined}
        {...form.register('tncLang')}
      />
      <ConsentCheckbox
        label={consent?.consentDesc ?? 'I agree to sign the nominee form by Aadhaar e-sign.'}
        className="items-start py-2 [&>input]:mt-0.5"
        error={errors.consent?.message}
        {...form.register('consent')}
      />
      <p className="text-sm text-muted">
        You will sign on the e-sign service with the OTP sent to your Aadhaar-linked mobile number,
        and come back here when it is done.
      </p>
    </SignFrame>
  );
}
