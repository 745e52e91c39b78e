import {
  isMinorOn,
  type NomineeAction,
  nomineeErrorCodes,
  nomineeLimits,
  nomineeMessages,
  nomineeOptSchema,
  optPreferenceHolding,
  type TLoadNomineeDtlProfileResponse,
  type TNomineeStep,
} from '@cdesk/domain';
import type { Tx } from '../../db/client.js';
import type { Account } from '../access/index.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';
import { advance, flowAt, NomineeBase, stateError, step, validate } from './context.js';
import { draftsFromRecord, type RecordNominee } from './drafts.js';
import * as repo from './repository.js';

/** Requests: the nominee view, starting, resuming and cancelling a request, and the opt screen. */
export class NomineeRequestService extends NomineeBase {
  async dtl(principal: SessionPrincipal): Promise<TLoadNomineeDtlProfileResponse> {
    const account = await this.account(principal);
    const [state, open, onRecord] = await Promise.all([
      repo.accountState(this.deps.db, account.id),
      repo.openRequest(this.deps.db, account.id),
      this.deps.profile.nomineesOf(account.id),
    ]);
    const today = this.today();
    const preference = state?.preference ?? 'NA';
    const hasNominees = onRecord.length > 0;
    const actions: NomineeAction[] = hasNominees
      ? [
          ...(onRecord.length < nomineeLimits.maxNominees ? (['ADD_NOMI'] as const) : []),
          'CHNG_NOMI',
          'MODI_NOMI',
          'OPT_OUT',
        ]
      : state?.optedOut
        ? ['OPT_IN']
        : ['OPT_IN', 'OPT_OUT'];
    return {
      nomiReqId: open ? String(open.id) : '',
      accType: account.accType,
      screenNo: (open?.screenNo as TLoadNomineeDtlProfileResponse['screenNo']) ?? '',
      nomineeBtnFlg: 'Y',
      nomineePreference: preference,
      nomineeMsg: state?.optedOut
        ? 'You have opted out of nomination.'
        : hasNominees
          ? ''
          : 'You have not registered any nominee yet.',
      nomineeRejectMsg: '',
      nomiRequestedMsg: open ? 'You have a nominee request in progress.' : '',
      action: (open?.action as NomineeAction | undefined) ?? '',
      allowModifyNominee: hasNominees ? 'Y' : 'N',
      nomiDtl: onRecord.map((n) => ({
        nomineeNo: n.nomineeNo,
        nomineeName: n.name,
        relation: n.relationship,
        nomineeShare: String(Number(n.sharePercent)),
        nomiDob: n.dob.split('-').reverse().join('-'),
        guardianName: n.guardianName,
        isMinor: isMinorOn(n.dob, today) ? 'Y' : 'N',
      })),
      nomiModificationMsg: preference === 'NA' ? nomineeMessages.modificationMsg : '',
      isChangeNomi: hasNominees ? 'Y' : 'N',
      transactAction: actions,
      totalNomi: open?.totalNomi ?? 0,
      nomiNum: open?.nomiNum ?? 0,
    };
  }

  /** Opens a request for the action, or resumes the open one when it is for the same action. */
  async generate(
    principal: SessionPrincipal,
    action: NomineeAction,
    isFromTransact: boolean,
    context: AuditContext,
  ): Promise<TNomineeStep> {
    const account = await this.account(principal);
    const onRecord = await this.deps.profile.nomineesOf(account.id);
    return this.deps.db.transaction(async (tx) => {
      const open = await repo.openRequest(tx, account.id, { lock: true });
      if (open && open.action === action) return step(open);
      if (open) await this.close(tx, open.id, 'CANCELLED');
      return step(await this.create(tx, account, onRecord, action, isFromTransact, context));
    });
  }

  /** S1: with no preference on record, a request is made without asking (a modification). */
  async modify(principal: SessionPrincipal, isFromTransact: boolean, context: AuditContext) {
    const account = await this.account(principal);
    const onRecord = await this.deps.profile.nomineesOf(account.id);
    // A change rather than a modification (which hides Add and Remove and locks names): the
    // investor asked for a preference may as well name a second or third nominee, or remove one.
    const action: NomineeAction = onRecord.length > 0 ? 'CHNG_NOMI' : 'OPT_IN';
    const result = await this.deps.db.transaction(async (tx) => {
      const open = await repo.openRequest(tx, account.id, { lock: true });
      if (open) return step(open);
      return step(await this.create(tx, account, onRecord, action, isFromTransact, context));
    });
    return { ...result, nomiModificationMsg: nomineeMessages.modificationMsg };
  }

  async cancel(principal: SessionPrincipal, nomiReqId: string, context: AuditContext) {
    const account = await this.account(principal);
    await this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, nomiReqId);
      await this.close(tx, request.id, 'CANCELLED');
      await this.deps.audit.record('NOMINEE_CANCELLED', account.id, context, { nomiReqId }, tx);
    });
    return { nomiReqId };
  }

  async loadOpt(principal: SessionPrincipal, nomiReqId: string) {
    const account = await this.account(principal);
    const request = await this.readRequest(account, nomiReqId);
    const state = await repo.accountState(this.deps.db, account.id);
    const preference =
      request.preference || (state?.preference === 'NA' ? '' : (state?.preference ?? ''));
    return {
      nomiPreference: preference as '' | '1' | '2',
      accType: account.accType,
      holdingLabel: optPreferenceHolding(account.accType),
    };
  }

  async saveOpt(
    principal: SessionPrincipal,
    body: { nomiReqId: string; action: string; nomiPreference: string },
  ) {
    const { nomiPreference } = validate(nomineeOptSchema, body, () => nomineeErrorCodes.optInvalid);
    const account = await this.account(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, body.nomiReqId);
      if (request.action !== body.action || request.action === 'OPT_OUT') throw stateError();
      const next = advance(flowAt(request, 'S2', 0), {
        type: 'SAVE',
        totalNomi: request.totalNomi,
      });
      const saved = await repo.updateRequest(
        tx,
        request.id,
        {
          preference: nomiPreference,
          status: 'DRAFT',
          screenNo: next.screenNo,
          nomiNum: next.nomiNum,
        },
        this.deps.clock.realNow(),
      );
      return step(saved);
    });
  }

  private async create(
    tx: Tx,
    account: Account,
    onRecord: RecordNominee[],
    action: NomineeAction,
    isFromTransact: boolean,
    context: AuditContext,
  ) {
    if ((action === 'MODI_NOMI' || action === 'CHNG_NOMI') && onRecord.length === 0)
      throw stateError(nomineeMessages.modifyNoNominees);
    if (action === 'ADD_NOMI' && onRecord.length >= nomineeLimits.maxNominees)
      throw stateError(nomineeMessages.maxNominees);
    const signed = await repo.lastSignedRequest(tx, account.id);
    const start =
      action === 'OPT_IN' || action === 'OPT_OUT'
        ? []
        : draftsFromRecord(signed ? await repo.draftsOf(tx, signed.id) : undefined, onRecord);
    // An addition starts on a fresh nominee after those on record (the shares are asked again); an
    // opt-in on a first one.
    if (action === 'ADD_NOMI') for (const d of start) d.sharePercent = null;
    if (action === 'ADD_NOMI' || action === 'OPT_IN') start.push({ nomineeNo: start.length + 1 });
    const state = await repo.accountState(tx, account.id);
    const request = await repo.insertRequest(tx, {
      accountId: account.id,
      action,
      screenNo: 'S2',
      nomiNum: start.length > 0 ? 1 : 0,
      totalNomi: start.length,
      isFromTransact,
      preference: state && state.preference !== 'NA' ? state.preference : '',
    });
    await repo.insertDrafts(tx, request.id, start);
    const opened = advance(flowAt(request, 'NOMINEE_VIEW', 0), {
      type: 'LOADED',
      nomiReqId: String(request.id),
      action,
      totalNomi: start.length,
    });
    await this.deps.audit.record(
      'NOMINEE_REQUESTED',
      account.id,
      context,
      { nomiReqId: request.id, action },
      tx,
    );
    return repo.updateRequest(
      tx,
      request.id,
      { screenNo: opened.screenNo, nomiNum: opened.nomiNum },
      this.deps.clock.realNow(),
      {
        bumpVersion: false,
      },
    );
  }

  private async close(tx: Tx, id: number, status: 'CANCELLED' | 'SIGNED') {
    await repo.updateRequest(
      tx,
      id,
      { status, closedAt: this.deps.clock.realNow(), screenNo: 'NOMINEE_VIEW' },
      this.deps.clock.realNow(),
    );
  }
}
