import {
  displayIdNo,
  guardianAddressSchema,
  guardianDetailsErrorCode,
  guardianDetailsSchema,
  guardianKeys,
  guardianRelations,
  idProofTypes,
  isdCodes,
  isMinorOn,
  messages,
  nomineeAddressSchema,
  nomineeDetailsErrorCode,
  nomineeDetailsSchema,
  nomineeKeys,
  nomineeErrorCodes,
  nomineeLimits,
  nomineeMessages,
  nomineeRelations,
  nomineeSharesSchema,
  type NomineeScreen,
  parseDob,
  type TLoadNomiGrdnAddressProfileResponse,
  type TLoadNomiGrdnDetailsProfileResponse,
  type TLoadNomineeAddressProfileResponse,
  type TLoadNomineeDetailsProfileResponse,
  type TLoadNomineePercShareProfileResponse,
  type NomineeAction,
} from '@cdesk/domain';
import type { Tx } from '../../db/client.js';
import type { NomineeAddressRecord } from '../../db/tables/nominee.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionPrincipal } from '../access/index.js';
import {
  advance,
  flowAt,
  type NomineeDeps,
  NomineeBase,
  ownerOf,
  stateError,
  step,
  validate,
} from './context.js';
import { draftName, isDraftComplete, isMinorDraft, relationName } from './drafts.js';
import {
  type AddressFields,
  addressFields,
  guardianLoadKeys,
  personForm,
  personFrom,
} from './form-fields.js';
import type { Geography } from './geography.js';
import * as repo from './repository.js';
import type { NomineeDraft, NomineeRequest } from './repository.js';

const relationList = (list: readonly { relationId: string; relationName: string }[]) =>
  list.map((r) => ({ relationId: r.relationId, relationName: r.relationName }));
const idTypeList = () => idProofTypes.map((t) => ({ typeId: t.typeId, docName: t.docName }));
const isdList = () => isdCodes.map((code) => ({ ISD_CODE: code }));

interface Ref {
  nomiReqId: string;
  nomineeNo: number;
}
type AddressBody = Ref & AddressFields & { addNominee: 'Y' | 'N' };

interface NameAndDob {
  fName: string;
  mName: string;
  lName: string;
  dob: string | null;
}

/** A modification keeps names and dates of birth as they are on record. */
function keepNameAndDob(before: NameAndDob, after: NameAndDob, errCode: string): void {
  if (draftName(before) !== draftName(after) || before.dob !== after.dob)
    throw new AppError(400, errCode, nomineeMessages.modifyLocked);
}

/** The per-nominee screens (S3, S7, S8, S9) and the shares (S4). */
export class NomineeWizardService extends NomineeBase {
  constructor(
    deps: NomineeDeps,
    private readonly geography: Geography,
  ) {
    super(deps);
  }

  private async readDraft(principal: SessionPrincipal, ref: Ref) {
    const request = await this.readRequest(ownerOf(principal), ref.nomiReqId);
    const drafts = await repo.draftsOf(this.deps.db, request.id);
    return { request, draft: drafts.find((d) => d.nomineeNo === ref.nomineeNo) };
  }

  /** The request and one of its nominees, which must be there. */
  private async readSavedDraft(principal: SessionPrincipal, ref: Ref) {
    const { request, draft } = await this.readDraft(principal, ref);
    if (!draft) throw stateError(nomineeMessages.nomineeNotFound);
    return { request, draft };
  }

  async loadDetails(
    principal: SessionPrincipal,
    ref: Ref,
  ): Promise<TLoadNomineeDetailsProfileResponse> {
    const { request, draft } = await this.readDraft(principal, ref);
    if (!draft && !this.canAddAt(request, ref.nomineeNo))
      throw stateError(nomineeMessages.nomineeNotFound);
    return {
      nomiReqId: String(request.id),
      nomineeNo: ref.nomineeNo,
      totalNomi: request.totalNomi,
      ...personForm(nomineeKeys, draft),
      nomiRelationList: relationList(nomineeRelations),
      nomiIdntTypeLst: idTypeList(),
      nomiISDLst: isdList(),
      action: request.action as NomineeAction,
    };
  }

  async saveDetails(
    principal: SessionPrincipal,
    body: Ref & { action: string } & Record<string, unknown>,
  ) {
    const today = this.today();
    const v = validate(nomineeDetailsSchema({ today }), body, (field) =>
      nomineeDetailsErrorCode(field, String(body.nomiDob ?? ''), today),
    );
    const nominee = personFrom(nomineeKeys, v, parseDob(v.nomiDob)!);
    const minor = isMinorOn(nominee.dob, today);
    return this.inRequest(principal, body.nomiReqId, body.action, async (tx, request, drafts) => {
      const n = body.nomineeNo;
      const draft = drafts.find((d) => d.nomineeNo === n);
      if (!draft) {
        if (!this.canAddAt(request, n)) throw stateError(nomineeMessages.nomineeNotFound);
        await repo.insertDrafts(tx, request.id, [{ nomineeNo: n }]);
      }
      if (request.action === 'MODI_NOMI' && draft && draft.fName !== '')
        keepNameAndDob(draft, nominee, nomineeErrorCodes.nameDobLocked);
      const idNoTaken = drafts.some(
        (d) => d.nomineeNo !== n && d.idType === v.nomiIdntType && d.idNo === v.nomiIdntNo,
      );
      if (idNoTaken)
        throw new AppError(400, nomineeErrorCodes.idNoDuplicate, nomineeMessages.idNoDuplicate);
      await repo.updateDraft(tx, request.id, n, {
        ...nominee,
        detailsSaved: true,
        ...(minor ? {} : { guardian: null, guardianAddress: null }),
      });
      const total = Math.max(request.totalNomi, n);
      const next = advance(flowAt({ ...request, totalNomi: total }, 'S3', n, minor), {
        type: 'SAVE',
        totalNomi: total,
        isMinor: minor,
      });
      return {
        ...(await this.moveTo(tx, request, next.screenNo, next.nomiNum, total)),
        isNomiMinor: minor ? 'Y' : 'N',
      } as const;
    });
  }

  async remove(principal: SessionPrincipal, ref: Ref) {
    const account = ownerOf(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, ref.nomiReqId);
      if (ref.nomineeNo !== request.totalNomi) throw stateError(nomineeMessages.nomineeNotFound);
      const total = request.totalNomi - 1;
      const next = advance(flowAt(request, 'S3', ref.nomineeNo), {
        type: 'REMOVE_NOMINEE',
        totalNomi: total,
      });
      await repo.deleteDraft(tx, request.id, ref.nomineeNo);
      // The shares no longer add up once a nominee goes; they are asked again.
      await repo.clearShares(tx, request.id);
      return this.moveTo(tx, request, next.screenNo, next.nomiNum, total);
    });
  }

  async loadAddress(
    principal: SessionPrincipal,
    ref: Ref,
  ): Promise<TLoadNomineeAddressProfileResponse> {
    const { request, draft } = await this.readSavedDraft(principal, ref);
    return {
      nomineeNo: draft.nomineeNo,
      totalNomi: request.totalNomi,
      isNomiMinor: isMinorDraft(draft, this.today()) ? 'Y' : 'N',
      nomineeName: draftName(draft),
      isAddSameAsApp: draft.address?.same ?? '',
      ...addressFields(draft.address),
    };
  }

  async saveAddress(
    principal: SessionPrincipal,
    body: AddressBody & { action?: string | undefined; isAddSameAsApp: string },
  ) {
    const v = validate(nomineeAddressSchema, body, () => nomineeErrorCodes.addressInvalid);
    return this.saveAddressAt('S7', principal, body, v.isAddSameAsApp, v);
  }

  async loadGuardian(
    principal: SessionPrincipal,
    ref: Ref,
  ): Promise<TLoadNomiGrdnDetailsProfileResponse> {
    const { request, draft } = await this.readSavedDraft(principal, ref);
    return {
      nomineeNo: draft.nomineeNo,
      totalNomi: request.totalNomi,
      nomineeName: draftName(draft),
      ...personForm(guardianLoadKeys, draft.guardian),
      grndNomiRelList: relationList(guardianRelations),
      grdnNomiIdentyTypeLst: idTypeList(),
      grdnNomiIsdLst: isdList(),
      nomiIdntNo: displayIdNo(draft.idType, draft.idNo),
    };
  }

  async saveGuardian(
    principal: SessionPrincipal,
    body: Ref & { action: string } & Record<string, unknown>,
  ) {
    const today = this.today();
    return this.inRequest(principal, body.nomiReqId, body.action, async (tx, request, drafts) => {
      const draft = this.savedDraft(drafts, body.nomineeNo);
      if (!isMinorDraft(draft, today)) throw stateError();
      const v = validate(
        guardianDetailsSchema({ today, nomineeIdNo: draft.idNo }),
        body,
        (field, message) =>
          guardianDetailsErrorCode(field, message, String(body.grdnNomiDob ?? ''), today),
      );
      const guardian = personFrom(guardianKeys, v, parseDob(v.grdnNomiDob)!);
      if (request.action === 'MODI_NOMI' && draft.guardian)
        keepNameAndDob(draft.guardian, guardian, nomineeErrorCodes.guardianNameInvalid);
      await repo.updateDraft(tx, request.id, draft.nomineeNo, { guardian });
      const next = advance(flowAt(request, 'S8', draft.nomineeNo, true), { type: 'SAVE' });
      return this.moveTo(tx, request, next.screenNo, next.nomiNum, request.totalNomi);
    });
  }

  async loadGuardianAddress(
    principal: SessionPrincipal,
    ref: Ref,
  ): Promise<TLoadNomiGrdnAddressProfileResponse> {
    const { request, draft } = await this.readSavedDraft(principal, ref);
    return {
      nomineeNo: draft.nomineeNo,
      totalNomi: request.totalNomi,
      nomiGrdnName: draft.guardian ? draftName(draft.guardian) : '',
      isAddSameAsNomi: draft.guardianAddress?.same ?? '',
      ...addressFields(draft.guardianAddress),
    };
  }

  async saveGuardianAddress(
    principal: SessionPrincipal,
    body: AddressBody & { action: string; isAddSameAsNomi: string },
  ) {
    const v = validate(guardianAddressSchema, body, () => nomineeErrorCodes.addressInvalid);
    return this.saveAddressAt('S9', principal, body, v.isAddSameAsNomi, v);
  }

  async loadShares(
    principal: SessionPrincipal,
    nomiReqId: string,
  ): Promise<TLoadNomineePercShareProfileResponse> {
    const account = await this.account(principal);
    const request = await this.readRequest(account, nomiReqId);
    const drafts = await repo.draftsOf(this.deps.db, request.id);
    const show = this.showResiSec(account.accType, drafts.length);
    return {
      nomiPercShareDtl: drafts.map((d) => ({
        nomineeName: draftName(d),
        nomineeRel: relationName(d.relation, d.relationOther),
        nomineeShare: d.sharePercent === null ? '' : String(d.sharePercent),
      })),
      resiSecFlag: request.resiSecFlag,
      showResiSecFlag: show ? 'Y' : 'N',
      resiSecFlagList: show
        ? drafts.map((d) => ({
            resiSecFlagLabel: `Nominee ${d.nomineeNo} - ${draftName(d)}`,
            resiSecFlagValue: String(d.nomineeNo),
          }))
        : [],
      totalNomi: request.totalNomi,
    };
  }

  async saveShares(
    principal: SessionPrincipal,
    body: { nomiReqId: string; totalNomi: number; nomiPercShares: string[]; resiSecFlag: string },
  ) {
    const account = await this.account(principal);
    const today = this.today();
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, body.nomiReqId);
      const drafts = await repo.draftsOf(tx, request.id);
      if (drafts.length === 0 || !drafts.every((d) => isDraftComplete(d, today)))
        throw stateError();
      if (body.totalNomi !== drafts.length || body.nomiPercShares.length !== drafts.length)
        throw stateError(nomineeMessages.shareTotal);
      const show = this.showResiSec(account.accType, drafts.length);
      const v = validate(
        nomineeSharesSchema({ showResiSecFlag: show ? 'Y' : 'N' }),
        body,
        () => nomineeErrorCodes.sharesInvalid,
      );
      if (show && !drafts.some((d) => String(d.nomineeNo) === v.resiSecFlag))
        throw new AppError(
          400,
          nomineeErrorCodes.sharesInvalid,
          messages.invalidField('Residual Securities'),
        );
      for (const [i, d] of drafts.entries())
        await repo.updateDraft(tx, request.id, d.nomineeNo, { sharePercent: v.nomiPercShares[i]! });
      const next = advance(flowAt(request, 'S4', request.totalNomi), { type: 'SHARES_SAVED' });
      const saved = await repo.updateRequest(
        tx,
        request.id,
        { resiSecFlag: v.resiSecFlag, status: 'DRAFT', screenNo: next.screenNo },
        this.deps.clock.realNow(),
      );
      return step(saved);
    });
  }

  /** Residual securities only matter in a demat (EW) account with several nominees. */
  private showResiSec(accType: string, total: number): boolean {
    return accType === 'EW' && total > 1;
  }

  private canAddAt(request: NomineeRequest, nomineeNo: number): boolean {
    return (
      request.action !== 'MODI_NOMI' &&
      request.action !== 'OPT_OUT' &&
      nomineeNo === request.totalNomi + 1 &&
      nomineeNo <= nomineeLimits.maxNominees
    );
  }

  private savedDraft(drafts: NomineeDraft[], nomineeNo: number): NomineeDraft {
    const draft = drafts.find((d) => d.nomineeNo === nomineeNo);
    if (!draft) throw stateError(nomineeMessages.nomineeNotFound);
    if (!draft.detailsSaved) throw stateError();
    return draft;
  }

  private checkPlace(v: { countryId: string; stateId: string }): void {
    if (!this.geography.isCountry(v.countryId))
      throw new AppError(400, nomineeErrorCodes.addressInvalid, messages.invalidField('Country'));
    if (
      this.geography.states(v.countryId).length > 0 &&
      !this.geography.isState(v.countryId, v.stateId)
    )
      throw new AppError(400, nomineeErrorCodes.addressInvalid, messages.invalidField('State'));
  }

  /**
   * S7 saves a nominee's address and S9 a minor nominee's guardian's; then on to the next screen,
   * or (Add nominee) to a fresh nominee after this one.
   */
  private async saveAddressAt(
    screen: 'S7' | 'S9',
    principal: SessionPrincipal,
    body: AddressBody & { action?: string | undefined },
    same: NomineeAddressRecord['same'],
    fields: AddressFields,
  ) {
    if (same === 'N') this.checkPlace(fields);
    const address: NomineeAddressRecord = { same, ...addressFields(fields) };
    return this.inRequest(principal, body.nomiReqId, body.action, async (tx, request, drafts) => {
      const draft = this.savedDraft(drafts, body.nomineeNo);
      if (screen === 'S9' && (!draft.guardian || !isMinorDraft(draft, this.today())))
        throw stateError();
      await repo.updateDraft(
        tx,
        request.id,
        draft.nomineeNo,
        screen === 'S7' ? { address } : { guardianAddress: address },
      );
      const minor = isMinorDraft(draft, this.today());
      const here = flowAt(request, screen, draft.nomineeNo, minor);
      if (body.addNominee === 'Y') {
        const next = advance(here, { type: 'ADD_NOMINEE', totalNomi: request.totalNomi + 1 });
        await repo.insertDrafts(tx, request.id, [{ nomineeNo: next.nomiNum }]);
        await repo.clearShares(tx, request.id);
        return this.moveTo(tx, request, next.screenNo, next.nomiNum, next.totNomiVal);
      }
      const next = advance(here, { type: 'SAVE', totalNomi: request.totalNomi, isMinor: minor });
      return this.moveTo(tx, request, next.screenNo, next.nomiNum, request.totalNomi);
    });
  }

  private async moveTo(
    tx: Tx,
    request: NomineeRequest,
    screenNo: NomineeScreen,
    nomiNum: number,
    totalNomi: number,
  ) {
    const saved = await repo.updateRequest(
      tx,
      request.id,
      { status: 'DRAFT', screenNo, nomiNum, totalNomi },
      this.deps.clock.realNow(),
    );
    return step(saved);
  }

  /** A save inside the open request's transaction; the action sent must be the request's. */
  private async inRequest<T>(
    principal: SessionPrincipal,
    nomiReqId: string,
    action: string | undefined,
    work: (tx: Tx, request: NomineeRequest, drafts: NomineeDraft[]) => Promise<T>,
  ): Promise<T> {
    const account = ownerOf(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, nomiReqId);
      if ((action !== undefined && action !== request.action) || request.action === 'OPT_OUT')
        throw stateError();
      return work(tx, request, await repo.draftsOf(tx, request.id));
    });
  }
}
