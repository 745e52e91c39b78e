import {
  guardianAddressSchema,
  loadNomiGrdnAddressProfileCall,
  loadNomineeAddressProfileCall,
  nomineeAddressSchema,
  saveNomiGrdnAddressProfileCall,
  saveNomineeAddressProfileCall,
} from '@cdesk/domain';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { AddressFields } from './address-fields';
import { nomineeRequest, type NomineeRequest } from './nominee-calls';
import { StepNotReady } from './load-failure';
import { useStepForm } from './use-step-form';
import { WizardFrame } from './wizard-frame';
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
export function AddressStep({ flow, view, send, back }: StepProps) {
  const { nomiReqId, nomiNum, isFromTransact, action } = flow;
  const {
    load,
    save: saveAddress,
    sameName,
    sameLabel,
    schema,
  } = screens[flow.screenNo === 'S9' ? 'S9' : 'S7'];
  const { state, retry, form, submit, submitProps, pending } = useStepForm({
    key: `${flow.screenNo}:${nomiReqId}:${nomiNum}`,
    load: () => load({ nomiReqId, nomineeNo: nomiNum }, isFromTransact),
    schema: () => schema,
    toForm: (loaded) => ({
      [sameName]: loaded[sameName] ?? '',
      ...Object.fromEntries(fields.map((f) => [f, loaded[f] ?? ''])),
    }),
    defaultValues: { [sameName]: '', ...Object.fromEntries(fields.map((f) => [f, ''])) },
  });

  const frame = { title: view.title, stage: 'Nominees', onBack: back } as const;
  if (state.status !== 'ready') return <StepNotReady {...frame} state={state} onRetry={retry} />;
  const loaded = state.data;
  const name = loaded.nomiGrdnName ?? loaded.nomineeName;
  const minor = loaded.isNomiMinor === 'Y';
  // The flow learns here whether the nominee is a minor; a minor's guardian comes before another nominee.
  const canAdd = view.showAdd && !(flow.screenNo === 'S7' && minor);

  const saveAnd = (addNominee: boolean) => async (values: FieldValues) => {
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
  };

  return (
    <FormProvider {...form}>
      <WizardFrame
        {...frame}
        {...submitProps('next', saveAnd(false))}
        subtitle={name ? `${view.heading} · ${name}` : view.heading}
        actions={
          canAdd && (
            <Button
              variant="ghost"
              loading={pending === 'add'}
              onClick={submit('add', saveAnd(true))}
            >
              Add nominee {nomiNum + 1}
            </Button>
          )
        }
        submitLabel="Next"
      >
        <AddressFields sameName={sameName} sameLabel={sameLabel} isFromTransact={isFromTransact} />
      </WizardFrame>
    </FormProvider>
  );
}
