import { type NomineeAction, nomineeLimits, type SignMode } from '../codes/nominee.js';

/**
 * The nominee wizard of spec 3 section 4 as a state machine. Screens render a state and send
 * events; the next screen is always computed here, on the web and on the server alike.
 * Besides the spec's screen codes S1-S10 there are PDF (the generated form) and NOMINEE_VIEW (the
 * nominee-details view the wizard starts from and returns to).
 */
export const nomineeScreens = [
  'S1',
  'S2',
  'S3',
  'S4',
  'S5',
  'S6',
  'S7',
  'S8',
  'S9',
  'S10',
  'PDF',
  'NOMINEE_VIEW',
] as const;
export type NomineeScreen = (typeof nomineeScreens)[number];

export interface NomineeFlowState {
  nomiNum: number;
  nomiReqId: string;
  action: NomineeAction | '';
  totNomiVal: number;
  screenNo: NomineeScreen;
  isFromTransact: boolean;
  /** Whether the nominee on screen is a minor (decides S8/S9). */
  isMinor: boolean;
}

export type NomineeFlowEvent =
  /** A request was made or reloaded (S1's automatic modify, or a request from the nominee view). */
  | {
      type: 'LOADED';
      nomiReqId: string;
      action: NomineeAction;
      totalNomi: number;
      screenNo?: NomineeScreen;
      /** The nominee a resumed request's screen is at; nominee 1 when not said. */
      nomiNum?: number;
    }
  /** The screen's form was saved; totalNomi and isMinor as the server answered. */
  | { type: 'SAVE' | 'NEXT'; totalNomi?: number; isMinor?: boolean }
  | { type: 'BACK' }
  | { type: 'ADD_NOMINEE'; totalNomi?: number }
  | { type: 'REMOVE_NOMINEE'; totalNomi: number }
  | { type: 'EDIT_NOMINEE'; nomineeNo: number }
  /** S10: on to the shares. */
  | { type: 'PROCEED' }
  | { type: 'SHARES_SAVED' }
  | { type: 'PDF_SUBMITTED' }
  | { type: 'SIGNED' }
  | { type: 'CANCELLED' }
  /** The server named a screen of its own (S5 for e-sign, S6). */
  | { type: 'SERVER_SCREEN'; screenNo: NomineeScreen };

export const initialNomineeFlow = (isFromTransact = false): NomineeFlowState => ({
  nomiNum: 0,
  nomiReqId: '',
  action: '',
  totNomiVal: 0,
  screenNo: 'NOMINEE_VIEW',
  isFromTransact,
  isMinor: false,
});

/** S1 (and its automatic modify call) when there is no nominee preference, or it is NA. */
export function needsAutomaticModify(nomineePreference: string | null | undefined): boolean {
  const value = (nomineePreference ?? '').trim();
  return value === '' || value === 'NA';
}

export function entryFlow(
  nomineePreference: string | null | undefined,
  isFromTransact: boolean,
): NomineeFlowState {
  return {
    ...initialNomineeFlow(isFromTransact),
    screenNo: needsAutomaticModify(nomineePreference) ? 'S1' : 'NOMINEE_VIEW',
  };
}

const isModify = (s: NomineeFlowState) => s.action === 'MODI_NOMI';
const isLast = (s: NomineeFlowState) => s.nomiNum >= s.totNomiVal;
const at = (
  s: NomineeFlowState,
  screenNo: NomineeScreen,
  patch: Partial<NomineeFlowState> = {},
) => ({
  ...s,
  screenNo,
  ...patch,
});

/** After the last screen of the last nominee: the shares when there is one, else the summary. */
const afterLastNominee = (s: NomineeFlowState, total: number) =>
  at(s, total === 1 ? 'S4' : 'S10', { totNomiVal: total });

function afterNomineeDone(s: NomineeFlowState, total: number): NomineeFlowState {
  if (s.nomiNum >= total) return afterLastNominee(s, total);
  return at(s, 'S3', { nomiNum: s.nomiNum + 1, totNomiVal: total, isMinor: false });
}

function onSave(
  s: NomineeFlowState,
  e: { totalNomi?: number; isMinor?: boolean },
): NomineeFlowState | null {
  const total = e.totalNomi ?? s.totNomiVal;
  switch (s.screenNo) {
    case 'S2':
      return at(s, 'S3', { nomiNum: 1, totNomiVal: Math.max(total, 1), isMinor: false });
    case 'S3':
      return at(s, 'S7', { totNomiVal: total, isMinor: e.isMinor ?? s.isMinor });
    case 'S7': {
      const minor = e.isMinor ?? s.isMinor;
      if (minor) return at(s, 'S8', { totNomiVal: total, isMinor: true });
      return afterNomineeDone(s, total);
    }
    case 'S8':
      return at(s, 'S9', { totNomiVal: total });
    case 'S9':
      return afterNomineeDone(s, total);
    case 'S4':
      return at(s, 'PDF');
    default:
      return null;
  }
}

function onBack(s: NomineeFlowState): NomineeFlowState | null {
  switch (s.screenNo) {
    case 'S2':
      return s.isFromTransact ? null : at(s, 'NOMINEE_VIEW');
    case 'S3':
      return s.nomiNum - 1 <= 0
        ? at(s, 'S2', { nomiNum: 0, isMinor: false })
        : at(s, 'S3', { nomiNum: s.nomiNum - 1, isMinor: false });
    case 'S7':
      return at(s, 'S3');
    case 'S8':
      return at(s, 'S7');
    case 'S9':
      return at(s, 'S8');
    case 'S4':
    case 'S10':
      return at(s, 'S3', { nomiNum: s.totNomiVal, isMinor: false });
    case 'PDF':
      return s.action === 'OPT_OUT' ? at(s, 'NOMINEE_VIEW') : at(s, 'S10');
    case 'S5':
      return at(s, 'PDF');
    default:
      return null;
  }
}

/** The next state, or null when the event does not apply on this screen. */
export function nomineeTransition(
  s: NomineeFlowState,
  e: NomineeFlowEvent,
): NomineeFlowState | null {
  switch (e.type) {
    case 'LOADED': {
      const screen = e.screenNo ?? (e.action === 'OPT_OUT' ? 'PDF' : 'S2');
      return {
        ...s,
        nomiReqId: e.nomiReqId,
        action: e.action,
        totNomiVal: e.totalNomi,
        nomiNum: e.totalNomi > 0 ? Math.min(Math.max(e.nomiNum ?? 1, 1), e.totalNomi + 1) : 0,
        screenNo: screen,
        isMinor: false,
      };
    }
    case 'SAVE':
    case 'NEXT':
      return onSave(s, e);
    case 'BACK':
      return onBack(s);
    case 'ADD_NOMINEE':
      if (!nomineeView(s).showAdd) return null;
      return at(s, 'S3', {
        nomiNum: s.totNomiVal + 1,
        totNomiVal: e.totalNomi ?? s.totNomiVal + 1,
        isMinor: false,
      });
    case 'REMOVE_NOMINEE':
      if (!nomineeView(s).showRemove) return null;
      return at(s, 'S10', { totNomiVal: e.totalNomi, nomiNum: e.totalNomi, isMinor: false });
    case 'EDIT_NOMINEE':
      if (s.screenNo !== 'S10' || e.nomineeNo < 1 || e.nomineeNo > s.totNomiVal) return null;
      return at(s, 'S3', { nomiNum: e.nomineeNo, isMinor: false });
    case 'PROCEED':
      return s.screenNo === 'S10' && s.totNomiVal > 0 ? at(s, 'S4') : null;
    case 'SHARES_SAVED':
      return s.screenNo === 'S4' ? at(s, 'PDF') : null;
    case 'PDF_SUBMITTED':
      return s.screenNo === 'PDF' ? at(s, 'S5') : null;
    case 'SIGNED':
      return s.screenNo === 'S5' ? at(s, 'NOMINEE_VIEW', { nomiReqId: '' }) : null;
    case 'CANCELLED':
      return { ...initialNomineeFlow(s.isFromTransact) };
    case 'SERVER_SCREEN':
      return at(s, e.screenNo);
  }
}

/** For screens: apply an event, keeping the state when it does not apply. */
export function sendNomineeEvent(s: NomineeFlowState, e: NomineeFlowEvent): NomineeFlowState {
  return nomineeTransition(s, e) ?? s;
}

export const nomineeLockedNomineeFields = [
  'nomiFName',
  'nomiMName',
  'nomiLName',
  'nomiDob',
] as const;
export const nomineeLockedGuardianFields = [
  'grdnNomiFName',
  'grdnNomiMName',
  'grdnNomiLName',
  'grdnNomiDob',
] as const;

export interface NomineeScreenView {
  /** 'Nominee N' on the per-nominee screens, else the heading. */
  title: string;
  heading: string;
  showBack: boolean;
  showAdd: boolean;
  showRemove: boolean;
  isLast: boolean;
  /** Fields shown but not editable (names and dates of birth in a modification). */
  lockedFields: readonly string[];
}

export function pdfTitle(action: NomineeAction | ''): string {
  switch (action) {
    case 'ADD_NOMI':
    case 'CHNG_NOMI':
    case 'MODI_NOMI':
      return 'Nominee Modification Form';
    case 'OPT_IN':
      return 'Nominee Opt In Form';
    case 'OPT_OUT':
      return 'Nominee Opt out Form';
    default:
      return 'NOMINEE DETAILS';
  }
}

export const signScreenTitle = (mode: SignMode) =>
  mode === 'O' ? 'OTP - AUTHORIZATION' : 'E- SIGN VERIFICATION';
export const signButtonLabel = (mode: SignMode) =>
  mode === 'O' ? 'Authorize by OTP' : 'Proceed for E Sign';

const headings: Partial<Record<NomineeScreen, string>> = {
  S2: 'NOMINEE OPT PREFERENCE',
  S3: 'NOMINEE DETAILS',
  S4: 'NOMINEE SHARE DETAILS',
  S7: 'NOMINEE ADDRESS DETAILS',
  S8: 'NOMINEE GUARDIAN DETAILS',
  S9: 'NOMINEE GUARDIAN ADDRESS DETAILS',
  S10: 'NOMINEE SUMMARY',
  NOMINEE_VIEW: 'NOMINEE DETAILS',
};

const perNominee: readonly NomineeScreen[] = ['S3', 'S7', 'S8', 'S9'];
const withBack: readonly NomineeScreen[] = ['S3', 'S4', 'S7', 'S8', 'S9', 'S10', 'PDF', 'S5'];

export function nomineeView(s: NomineeFlowState): NomineeScreenView {
  const last = isLast(s);
  const modify = isModify(s);
  const roomForMore = s.totNomiVal !== nomineeLimits.maxNominees;
  const heading = s.screenNo === 'PDF' ? pdfTitle(s.action) : (headings[s.screenNo] ?? '');
  const showAdd =
    !modify &&
    last &&
    roomForMore &&
    ((s.screenNo === 'S7' && !s.isMinor) ||
      s.screenNo === 'S9' ||
      (s.screenNo === 'S10' && s.totNomiVal > 0));
  let lockedFields: readonly string[] = [];
  if (modify && s.screenNo === 'S3') lockedFields = nomineeLockedNomineeFields;
  if (modify && s.screenNo === 'S8') lockedFields = nomineeLockedGuardianFields;
  return {
    title: perNominee.includes(s.screenNo) ? `Nominee ${s.nomiNum}` : heading,
    heading,
    showBack: s.screenNo === 'S2' ? !s.isFromTransact : withBack.includes(s.screenNo),
    showAdd,
    showRemove: s.screenNo === 'S3' && s.totNomiVal > 1 && last && !modify,
    isLast: last,
    lockedFields,
  };
}
