import { describe, expect, it } from 'vitest';
import {
  entryFlow,
  initialNomineeFlow,
  needsAutomaticModify,
  type NomineeFlowState,
  nomineeTransition,
  nomineeView,
  pdfTitle,
  sendNomineeEvent,
  signButtonLabel,
  signScreenTitle,
} from '../src/index.js';

const base: NomineeFlowState = {
  nomiNum: 1,
  nomiReqId: '7',
  action: 'ADD_NOMI',
  totNomiVal: 1,
  screenNo: 'S3',
  isFromTransact: false,
  isMinor: false,
};
const on = (patch: Partial<NomineeFlowState>): NomineeFlowState => ({ ...base, ...patch });

describe('S1 entry', () => {
  it('makes the automatic modify request when there is no preference, or it is NA', () => {
    expect(needsAutomaticModify('')).toBe(true);
    expect(needsAutomaticModify('NA')).toBe(true);
    expect(needsAutomaticModify(undefined)).toBe(true);
    expect(needsAutomaticModify('1')).toBe(false);
    expect(entryFlow('NA', true).screenNo).toBe('S1');
    expect(entryFlow('2', false).screenNo).toBe('NOMINEE_VIEW');
  });
  it('goes to S2 with the request id and action the modify call returned', () => {
    const s = nomineeTransition(entryFlow('NA', true), {
      type: 'LOADED',
      nomiReqId: '42',
      action: 'MODI_NOMI',
      totalNomi: 1,
    });
    expect(s).toMatchObject({
      screenNo: 'S2',
      nomiReqId: '42',
      action: 'MODI_NOMI',
      totNomiVal: 1,
      nomiNum: 1,
    });
  });
  it('goes to S5 when the server says so', () => {
    const s = nomineeTransition(entryFlow('NA', false), {
      type: 'LOADED',
      nomiReqId: '42',
      action: 'ADD_NOMI',
      totalNomi: 2,
      screenNo: 'S5',
    });
    expect(s?.screenNo).toBe('S5');
  });
  it('goes straight to the form for an opt-out', () => {
    const s = nomineeTransition(initialNomineeFlow(), {
      type: 'LOADED',
      nomiReqId: '9',
      action: 'OPT_OUT',
      totalNomi: 0,
    });
    expect(s?.screenNo).toBe('PDF');
  });
});

describe('S2 opt preference', () => {
  it('saves and goes to S3 with nominee 1', () => {
    expect(
      nomineeTransition(on({ screenNo: 'S2', nomiNum: 0, totNomiVal: 0 }), { type: 'SAVE' }),
    ).toMatchObject({
      screenNo: 'S3',
      nomiNum: 1,
      totNomiVal: 1,
    });
  });
  it('goes back to the nominee view when opened from the profile', () => {
    expect(nomineeTransition(on({ screenNo: 'S2' }), { type: 'BACK' })?.screenNo).toBe(
      'NOMINEE_VIEW',
    );
    expect(nomineeView(on({ screenNo: 'S2' })).showBack).toBe(true);
  });
  it('hides Back when launched from transact', () => {
    const s = on({ screenNo: 'S2', isFromTransact: true });
    expect(nomineeView(s).showBack).toBe(false);
    expect(nomineeTransition(s, { type: 'BACK' })).toBeNull();
  });
});

describe('S3 nominee details', () => {
  it('goes back to nominee N-1', () => {
    expect(nomineeTransition(on({ nomiNum: 2, totNomiVal: 2 }), { type: 'BACK' })).toMatchObject({
      screenNo: 'S3',
      nomiNum: 1,
    });
  });
  it('goes back to S2 from nominee 1', () => {
    expect(nomineeTransition(on({ nomiNum: 1 }), { type: 'BACK' })?.screenNo).toBe('S2');
  });
  it('saves and goes to S7, remembering a minor', () => {
    expect(nomineeTransition(on({}), { type: 'NEXT', totalNomi: 1, isMinor: true })).toMatchObject({
      screenNo: 'S7',
      isMinor: true,
    });
  });
  it('shows Remove only on the last of several nominees outside a modification', () => {
    expect(nomineeView(on({ nomiNum: 2, totNomiVal: 2 })).showRemove).toBe(true);
    expect(nomineeView(on({ nomiNum: 1, totNomiVal: 2 })).showRemove).toBe(false);
    expect(nomineeView(on({ nomiNum: 1, totNomiVal: 1 })).showRemove).toBe(false);
    expect(nomineeView(on({ nomiNum: 2, totNomiVal: 2, action: 'MODI_NOMI' })).showRemove).toBe(
      false,
    );
  });
  it('removes and goes to S10 with the new total', () => {
    expect(
      nomineeTransition(on({ nomiNum: 3, totNomiVal: 3 }), {
        type: 'REMOVE_NOMINEE',
        totalNomi: 2,
      }),
    ).toMatchObject({
      screenNo: 'S10',
      totNomiVal: 2,
    });
    expect(
      nomineeTransition(on({ nomiNum: 1, totNomiVal: 1 }), {
        type: 'REMOVE_NOMINEE',
        totalNomi: 0,
      }),
    ).toBeNull();
  });
  it('locks names and dates of birth in a modification', () => {
    expect(nomineeView(on({ action: 'MODI_NOMI' })).lockedFields).toEqual([
      'nomiFName',
      'nomiMName',
      'nomiLName',
      'nomiDob',
    ]);
    expect(nomineeView(on({})).lockedFields).toEqual([]);
  });
  it('titles the screen Nominee N / NOMINEE DETAILS', () => {
    expect(nomineeView(on({ nomiNum: 2, totNomiVal: 2 }))).toMatchObject({
      title: 'Nominee 2',
      heading: 'NOMINEE DETAILS',
    });
  });
});

describe('S7 nominee address', () => {
  const s7 = (patch: Partial<NomineeFlowState> = {}) => on({ screenNo: 'S7', ...patch });
  it('goes back to S3', () => {
    expect(nomineeTransition(s7(), { type: 'BACK' })?.screenNo).toBe('S3');
  });
  it('shows Add for the last adult nominee below 3 outside a modification', () => {
    expect(nomineeView(s7()).showAdd).toBe(true);
    expect(nomineeView(s7({ isMinor: true })).showAdd).toBe(false);
    expect(nomineeView(s7({ nomiNum: 3, totNomiVal: 3 })).showAdd).toBe(false);
    expect(nomineeView(s7({ nomiNum: 1, totNomiVal: 2 })).showAdd).toBe(false);
    expect(nomineeView(s7({ action: 'MODI_NOMI' })).showAdd).toBe(false);
  });
  it('adds nominee N+1 on S3', () => {
    expect(nomineeTransition(s7(), { type: 'ADD_NOMINEE', totalNomi: 2 })).toMatchObject({
      screenNo: 'S3',
      nomiNum: 2,
      totNomiVal: 2,
    });
    expect(nomineeTransition(s7({ isMinor: true }), { type: 'ADD_NOMINEE' })).toBeNull();
  });
  it('goes to S4 after the only adult nominee', () => {
    expect(nomineeTransition(s7(), { type: 'NEXT', totalNomi: 1 })?.screenNo).toBe('S4');
  });
  it('goes to S10 after the last of several adult nominees', () => {
    expect(
      nomineeTransition(s7({ nomiNum: 2, totNomiVal: 2 }), { type: 'NEXT', totalNomi: 2 })
        ?.screenNo,
    ).toBe('S10');
  });
  it('goes to S3 with N+1 when this is not the last', () => {
    expect(
      nomineeTransition(s7({ nomiNum: 1, totNomiVal: 2 }), { type: 'NEXT', totalNomi: 2 }),
    ).toMatchObject({
      screenNo: 'S3',
      nomiNum: 2,
    });
  });
  it('goes to S8 for a minor', () => {
    expect(nomineeTransition(s7({ isMinor: true }), { type: 'NEXT' })?.screenNo).toBe('S8');
  });
  it('is titled NOMINEE ADDRESS DETAILS', () => {
    expect(nomineeView(s7()).heading).toBe('NOMINEE ADDRESS DETAILS');
  });
});

describe('S8 and S9 guardian', () => {
  it('S8 goes back to S7 and on to S9', () => {
    const s8 = on({ screenNo: 'S8', isMinor: true });
    expect(nomineeTransition(s8, { type: 'BACK' })?.screenNo).toBe('S7');
    expect(nomineeTransition(s8, { type: 'NEXT' })?.screenNo).toBe('S9');
    expect(nomineeView(s8).heading).toBe('NOMINEE GUARDIAN DETAILS');
  });
  it('S8 locks the guardian names in a modification', () => {
    expect(nomineeView(on({ screenNo: 'S8', action: 'MODI_NOMI' })).lockedFields).toContain(
      'grdnNomiDob',
    );
  });
  it('S9 goes back to S8', () => {
    expect(nomineeTransition(on({ screenNo: 'S9' }), { type: 'BACK' })?.screenNo).toBe('S8');
    expect(nomineeView(on({ screenNo: 'S9' })).heading).toBe('NOMINEE GUARDIAN ADDRESS DETAILS');
  });
  it('S9 goes to S4 when the only nominee, S10 after the last of several, S3 N+1 otherwise', () => {
    expect(nomineeTransition(on({ screenNo: 'S9' }), { type: 'NEXT' })?.screenNo).toBe('S4');
    expect(
      nomineeTransition(on({ screenNo: 'S9', nomiNum: 2, totNomiVal: 2 }), { type: 'NEXT' })
        ?.screenNo,
    ).toBe('S10');
    expect(
      nomineeTransition(on({ screenNo: 'S9', nomiNum: 1, totNomiVal: 3 }), { type: 'NEXT' }),
    ).toMatchObject({
      screenNo: 'S3',
      nomiNum: 2,
      isMinor: false,
    });
  });
  it('S9 adds a nominee as S7 does', () => {
    const s9 = on({ screenNo: 'S9', isMinor: true });
    expect(nomineeView(s9).showAdd).toBe(true);
    expect(nomineeTransition(s9, { type: 'ADD_NOMINEE', totalNomi: 2 })).toMatchObject({
      screenNo: 'S3',
      nomiNum: 2,
    });
  });
});

describe('S10 summary', () => {
  const s10 = on({ screenNo: 'S10', nomiNum: 2, totNomiVal: 2 });
  it('opens a nominee again', () => {
    expect(nomineeTransition(s10, { type: 'EDIT_NOMINEE', nomineeNo: 1 })).toMatchObject({
      screenNo: 'S3',
      nomiNum: 1,
    });
    expect(nomineeTransition(s10, { type: 'EDIT_NOMINEE', nomineeNo: 3 })).toBeNull();
  });
  it('proceeds to the shares', () => {
    expect(nomineeTransition(s10, { type: 'PROCEED' })?.screenNo).toBe('S4');
  });
  it('adds a third nominee but not a fourth', () => {
    expect(nomineeTransition(s10, { type: 'ADD_NOMINEE' })).toMatchObject({
      screenNo: 'S3',
      nomiNum: 3,
      totNomiVal: 3,
    });
    expect(
      nomineeTransition(on({ screenNo: 'S10', nomiNum: 3, totNomiVal: 3 }), {
        type: 'ADD_NOMINEE',
      }),
    ).toBeNull();
  });
  it('goes back to the last nominee', () => {
    expect(nomineeTransition(s10, { type: 'BACK' })).toMatchObject({ screenNo: 'S3', nomiNum: 2 });
  });
});

describe('S4 shares and the form', () => {
  it('S4 goes back to S3 with the last nominee', () => {
    expect(
      nomineeTransition(on({ screenNo: 'S4', nomiNum: 1, totNomiVal: 3 }), { type: 'BACK' }),
    ).toMatchObject({
      screenNo: 'S3',
      nomiNum: 3,
    });
    expect(nomineeView(on({ screenNo: 'S4' })).heading).toBe('NOMINEE SHARE DETAILS');
  });
  it('S4 saves and goes to the form', () => {
    expect(nomineeTransition(on({ screenNo: 'S4' }), { type: 'SHARES_SAVED' })?.screenNo).toBe(
      'PDF',
    );
    expect(nomineeTransition(on({ screenNo: 'S4' }), { type: 'SAVE' })?.screenNo).toBe('PDF');
  });
  it('the form goes to S5 on final submit', () => {
    expect(nomineeTransition(on({ screenNo: 'PDF' }), { type: 'PDF_SUBMITTED' })?.screenNo).toBe(
      'S5',
    );
    expect(nomineeTransition(on({ screenNo: 'S3' }), { type: 'PDF_SUBMITTED' })).toBeNull();
  });
  it('the form goes back to S10, or to the nominee view for an opt-out', () => {
    expect(nomineeTransition(on({ screenNo: 'PDF' }), { type: 'BACK' })?.screenNo).toBe('S10');
    expect(
      nomineeTransition(on({ screenNo: 'PDF', action: 'OPT_OUT' }), { type: 'BACK' })?.screenNo,
    ).toBe('NOMINEE_VIEW');
  });
  it('titles the form by action', () => {
    expect(
      ['ADD_NOMI', 'CHNG_NOMI', 'MODI_NOMI', 'OPT_IN', 'OPT_OUT', ''].map((a) =>
        pdfTitle(a as never),
      ),
    ).toEqual([
      'Nominee Modification Form',
      'Nominee Modification Form',
      'Nominee Modification Form',
      'Nominee Opt In Form',
      'Nominee Opt out Form',
      'NOMINEE DETAILS',
    ]);
    expect(nomineeView(on({ screenNo: 'PDF', action: 'OPT_IN' })).title).toBe(
      'Nominee Opt In Form',
    );
  });
});

describe('S5 signing', () => {
  it('titles and labels by sign mode', () => {
    expect(signScreenTitle('O')).toBe('OTP - AUTHORIZATION');
    expect(signScreenTitle('E')).toBe('E- SIGN VERIFICATION');
    expect(signButtonLabel('O')).toBe('Authorize by OTP');
    expect(signButtonLabel('E')).toBe('Proceed for E Sign');
  });
  it('returns to the nominee view once signed', () => {
    expect(nomineeTransition(on({ screenNo: 'S5' }), { type: 'SIGNED' })).toMatchObject({
      screenNo: 'NOMINEE_VIEW',
      nomiReqId: '',
    });
  });
  it('goes back to the form', () => {
    expect(nomineeTransition(on({ screenNo: 'S5' }), { type: 'BACK' })?.screenNo).toBe('PDF');
  });
  it('takes a screen the server names, such as S6', () => {
    expect(nomineeTransition(on({}), { type: 'SERVER_SCREEN', screenNo: 'S6' })?.screenNo).toBe(
      'S6',
    );
  });
  it('starts over on cancel', () => {
    expect(
      nomineeTransition(on({ screenNo: 'S7', isFromTransact: true }), { type: 'CANCELLED' }),
    ).toEqual({
      ...initialNomineeFlow(true),
    });
  });
  it('keeps the state for an event that does not apply', () => {
    const s = on({ screenNo: 'S8' });
    expect(sendNomineeEvent(s, { type: 'PROCEED' })).toBe(s);
  });
});

describe('three nominees, a minor with a guardian among them', () => {
  /** Applies each event in turn; every one must apply. */
  const walk = (from: NomineeFlowState, events: Parameters<typeof nomineeTransition>[1][]) =>
    events.reduce<NomineeFlowState>((state, event) => {
      const next = nomineeTransition(state, event);
      if (!next) throw new Error(`${event.type} does not apply on ${state.screenNo}`);
      return next;
    }, from);
  const where = (s: NomineeFlowState) => `${s.screenNo}:${s.nomiNum}/${s.totNomiVal}`;

  it('adds a second and a third, removes the third, adds another and goes on to sign', () => {
    // An addition to the one on record: nominee 1 (on record) and a fresh nominee 2.
    const loaded = walk(initialNomineeFlow(), [
      { type: 'LOADED', nomiReqId: '9', action: 'ADD_NOMI', totalNomi: 2 },
    ]);
    expect(where(loaded)).toBe('S2:1/2');
    const atSecond = walk(loaded, [
      { type: 'SAVE', totalNomi: 2 },
      { type: 'SAVE', totalNomi: 2, isMinor: false },
      { type: 'SAVE', totalNomi: 2, isMinor: false },
    ]);
    expect(where(atSecond)).toBe('S3:2/2');
    // Nominee 2 is a minor: no Add on S7, the guardian first, then Add nominee 3 on S9.
    const minorAddress = walk(atSecond, [{ type: 'SAVE', totalNomi: 2, isMinor: true }]);
    expect(where(minorAddress)).toBe('S7:2/2');
    expect(nomineeView(minorAddress).showAdd).toBe(false);
    const guardianAddress = walk(minorAddress, [{ type: 'SAVE' }, { type: 'SAVE' }]);
    expect(where(guardianAddress)).toBe('S9:2/2');
    expect(nomineeView(guardianAddress).showAdd).toBe(true);
    const third = walk(guardianAddress, [{ type: 'ADD_NOMINEE', totalNomi: 3 }]);
    expect(where(third)).toBe('S3:3/3');
    const thirdAddress = walk(third, [{ type: 'SAVE', totalNomi: 3, isMinor: false }]);
    // Three is the most: no Add nominee 4.
    expect(nomineeView(thirdAddress).showAdd).toBe(false);
    const summary = walk(thirdAddress, [{ type: 'SAVE', totalNomi: 3 }]);
    expect(where(summary)).toBe('S10:3/3');
    expect(nomineeView(summary).showAdd).toBe(false);

    // The third is opened again and removed; the summary offers a third once more.
    const reopened = walk(summary, [{ type: 'EDIT_NOMINEE', nomineeNo: 3 }]);
    expect(nomineeView(reopened).showRemove).toBe(true);
    const removed = walk(reopened, [{ type: 'REMOVE_NOMINEE', totalNomi: 2 }]);
    expect(where(removed)).toBe('S10:2/2');
    expect(nomineeView(removed).showAdd).toBe(true);
    const another = walk(removed, [
      { type: 'ADD_NOMINEE' },
      { type: 'SAVE', totalNomi: 3, isMinor: false },
      { type: 'SAVE', totalNomi: 3 },
    ]);
    expect(where(another)).toBe('S10:3/3');

    const signed = walk(another, [
      { type: 'PROCEED' },
      { type: 'SHARES_SAVED' },
      { type: 'PDF_SUBMITTED' },
      { type: 'SIGNED' },
    ]);
    expect(signed.screenNo).toBe('NOMINEE_VIEW');
  });

  it('removes only the last nominee, never in a modification', () => {
    const second = on({ screenNo: 'S3', nomiNum: 2, totNomiVal: 3 });
    expect(nomineeView(second).showRemove).toBe(false);
    expect(nomineeTransition(second, { type: 'REMOVE_NOMINEE', totalNomi: 2 })).toBeNull();
    const modify = on({ screenNo: 'S3', nomiNum: 3, totNomiVal: 3, action: 'MODI_NOMI' });
    expect(nomineeView(modify).showRemove).toBe(false);
  });

  it('resumes a request at the nominee its screen was at', () => {
    const resumed = nomineeTransition(initialNomineeFlow(), {
      type: 'LOADED',
      nomiReqId: '9',
      action: 'ADD_NOMI',
      totalNomi: 3,
      nomiNum: 3,
      screenNo: 'S7',
    });
    expect(resumed).toMatchObject({ screenNo: 'S7', nomiNum: 3, totNomiVal: 3 });
    expect(nomineeView(resumed!).title).toBe('Nominee 3');
  });
});
