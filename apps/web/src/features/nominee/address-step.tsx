import {
  guardianAddressSchema,
  loadNomiGrdnAddressProfileCall,
  loadNomineeAddressProfileCall,
  nomineeAddressSchema,
  saveNomiGrdnAddressProfileCall,
  saveNomineeAddressProfileCall,
} from '@cdesk/domain';
import { useEffect } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { AddressFields } from './address-fields';
import { nomineeRequest, type NomineeRequest } from './nominee-calls';
import { StepNotReady } from './load-failure';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { useStepSave } from './use-step-form';
import { WizardFrame } from './wizard-frame';
import { useSchemaResolver } from './use-schema-resolver';
import type { StepProps } from './wizard-types';

export interface LoadedAddress {
  isAddSameAsApp?: string;
  isAddSameAsNomi?: string;
  isNomiMinor?: string;
  nomineeName?: string;
  nomiGrdnName?: string;
  add1?: string;
  add2?: string;
  add3?: string;
  countryId?: string;
  stateId?: string;
  cityId?: string;
  pincode?: string;
  totalNomi?: number;
}

interface AddressScreen {
  load: NomineeRequest<LoadedAddress>;
  save: NomineeRequest<{ totalNomi?: number }>;
  /** The same-as switch: isAddSameAsApp (nominee) or isAddSameAsNomi (guardian). */
  sameName: 'isAddSameAsApp' | 'isAddSameAsNomi';
  sameLabel: string;
  schema: z.ZodType<FieldValues, FieldValues>;
}

const screens: Record<'S7' | 'S9', AddressScreen> = {
  S7: {
    load: nomineeRequest(loadNomineeAddressProfileCall),
    save: nomineeRequest(saveNomineeAddressProfileCall),
    sameName: 'isAddSameAsApp',
    sameLabel: 'Address same as Applicant',
    schema: nomineeAddressSchema,
  },
  S9: {
    load: nomineeRequest(loadNomiGrdnAddressProfileCall),
    save: nomineeRequest(saveNomiGrdnAddressProfileCall),
    sameName: 'isAddSameAsNomi',
    sameLabel: 'Address same as Nominee',
    schema: guardianAddressSchema,
  },
};

const fields = ['add1', 'add2', 'add3', 'countryId', 'stateId', 'cityId', 'pincode'] as const;

/** S7 and S9: the address of a nominee or of a minor nominee's guardian. */
export function AddressStep({ flow, view, send }: StepProps) {
  const { nomiReqId, nomiNum, isFromTransact, action } = flow;
  const {
    load,
    save: saveAddress,
    sameName,
    sameLabel,
    schema,
  } = screens[flow.screenNo === 'S9' ? 'S9' : 'S7'];
  const title = view.title;
  const onBack = () => send({ type: 'BACK' });
  const { state, retry: reload } = useGatewayLoad(`${flow.screenNo}:${nomiReqId}:${nomiNum}`, () =>
    load({ nomiReqId, nomineeNo: nomiNum }, isFromTransact),
  );
  const form = useForm<FieldValues>({
    resolver: useSchemaResolver(schema),
    defaultValues: { [sameName]: '', ...Object.fromEntries(fields.map((f) => [f, ''])) },
  });
  const { save, error, pending } = useStepSave(form);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const data = state.data;
    form.reset({
      [sameName]: data[sameName] ?? '',
      ...Object.fromEntries(fields.map((f) => [f, data[f] ?? ''])),
    });
  }, [state, form, sameName]);

  if (state.status !== 'ready')
    return (
      <StepNotReady state={state} title={title} stage="Nominees" onRetry={reload} onBack={onBack} />
    );
  const loaded = state.data;
  const name = loaded.nomiGrdnName ?? loaded.nomineeName;
  const minor = loaded.isNomiMinor === 'Y';
  // The flow learns here whether the nominee is a minor; a minor's guardian comes before another nominee.
  const canAdd = view.showAdd && !(flow.screenNo === 'S7' && minor);

  const submit = (addNominee: boolean) =>
    form.handleSubmit((values) =>
      save(addNominee ? 'add' : 'next', async () => {
        const saved = await saveAddress(
          {
            ...values,
            action,
            nomiReqId,
            nomineeNo: nomiNum,
            addNominee: addNominee ? 'Y' : 'N',
          },
          isFromTransact,
        );
        const totalNomi = saved?.totalNomi ?? loaded.totalNomi ?? flow.totNomiVal;
        send(
          addNominee
            ? { type: 'ADD_NOMINEE', totalNomi }
            : { type: 'SAVE', totalNomi, isMinor: flow.screenNo === 'S7' ? minor : undefined },
        );
      }),
    );

  return (
    <FormProvider {...form}>
      <WizardFrame
        title={title}
        subtitle={name ? `${view.heading} · ${name}` : view.heading}
        stage="Nominees"
        error={error}
        onSubmit={submit(false)}
        actions={
          <>
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            {canAdd && (
              <Button variant="ghost" loading={pending === 'add'} onClick={submit(true)}>
                Add nominee {nomiNum + 1}
              </Button>
            )}
            <Button type="submit" loading={pending === 'next'}>
              Next
            </Button>
          </>
        }
      >
        <AddressFields sameName={sameName} sameLabel={sameLabel} isFromTransact={isFromTransact} />
      </WizardFrame>
    </FormProvider>
  );
}
