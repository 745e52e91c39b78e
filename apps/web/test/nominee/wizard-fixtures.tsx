import {
  idProofTypes,
  isdCodes,
  nomineeRelations,
  nomineeView,
  type NomineeFlowState,
} from '@cdesk/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { StepProps } from '../../src/features/nominee/wizard-types';
import { envelope } from '../gateway-mock';

export function flowAt(patch: Partial<NomineeFlowState>): NomineeFlowState {
  return {
    nomiNum: 1,
    nomiReqId: '41',
    action: 'CHNG_NOMI',
    totNomiVal: 1,
    screenNo: 'S3',
    isFromTransact: false,
    isMinor: false,
    ...patch,
  };
}

/** A screen's props with a recording `send`. */
export function stepProps(patch: Partial<NomineeFlowState>) {
  const flow = flowAt(patch);
  const send = vi.fn();
  const props: StepProps = { flow, view: nomineeView(flow), send, accType: 'EW' };
  return { props, send };
}

export function renderStep(element: ReactElement, options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(<MemoryRouter>{element}</MemoryRouter>);
  return { user };
}

/** loadNomineeDetailsProfile for a new second nominee. */
export const blankNominee = envelope({
  nomiReqId: '41',
  nomineeNo: 1,
  totalNomi: 1,
  nomiFName: '',
  nomiMName: '',
  nomiLName: '',
  nomiDob: '',
  relationWithYou: '',
  relationWithYouOther: '',
  nomiRelationList: nomineeRelations,
  nomiIdntType: '',
  nomiIdntTypeLst: idProofTypes,
  nomiIdntNo: '',
  nomiISD: '',
  nomiISDLst: isdCodes.map((code) => ({ ISD_CODE: code })),
  nomiMobile: '',
  nomiEmail: '',
  action: 'CHNG_NOMI',
});
