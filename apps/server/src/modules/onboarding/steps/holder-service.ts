import {
  accountHoldingModes,
  defaultTaxStatus,
  duplicatePanRoles,
  formTypeOf,
  formTypesFor,
  holderDobError,
  holderNameError,
  holderRoleLabels,
  holderRolesOf,
  holdingModeLabel,
  holdingPatternKey,
  panScreenNeedsName,
  isMinorDob,
  isMinorTaxStatus,
  nameLengthError,
  nextScreen,
  normalizePan,
  onboardingHolderFields as fields,
  onboardingHolderMessages as m,
  onboardingSequence,
  panError,
  parseDob,
  partnerSideOrigins,
  registrationHelpNo,
  displayDate,
  taxStatusOf,
  taxStatuses,
  type HolderRole,
  type HoldingMode,
  type TLoadPanDobResponse,
  type TGetAllowedAccTypeResponse,
  type ZHolderPanDob,
  type ZSaveHolderTaxStatusRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { businessDate, type Clock } from '../../../lib/clock.js';
import { accountWithPan, liveApplicationsWithPans } from '../holder-repository.js';
import type { OnboardingStore } from '../store.js';

/** The application a call is about, as the registration session names it. */
export interface ApplicationRef {
  refNo: string;
  origin: string;
}

/** What a step call answers: its data, or a refusal with the words to show. */
export type StepOutcome<T> =
  { ok: true; data: T; message?: string } | { ok: false; message: string; data: T | null };

export interface SaveReply {
  nextScreenId: string;
  fieldErrors: Record<string, string>;
}

export interface HolderServiceDeps {
  db: Db;
  store: OnboardingStore;
  clock: Clock;
  helpNo?: string;
}

const refused = <T>(message: string, data: T | null = null): StepOutcome<T> => ({
  ok: false,
  message,
  data,
});

type HolderInput = z.output<typeof ZHolderPanDob>;

interface RemovedHolder {
  holders: HolderRole[];
  holdingMode: string;
  nextScreenId: string;
}

/** Steps 5 to 8: holding pattern and tax status, account type, PAN and date of birth. */
export class HolderService {
  private readonly helpNo: string;

  constructor(private readonly deps: HolderServiceDeps) {
    this.helpNo = deps.helpNo ?? registrationHelpNo;
  }

  private get store() {
    return this.deps.store;
  }

  /** Saves the screen reached and answers it as the next screen. */
  private async advance(refNo: string, from: string, fieldErrors: Record<string, string> = {}) {
    const facts = await this.store.facts(refNo);
    const next = nextScreen(facts, from) ?? from;
    await this.store.moveTo(refNo, next);
    return { nextScreenId: next, fieldErrors };
  }

  async loadHolderTaxStatus(refNo: string) {
    await this.store.assertReached(refNo, '5');
    const app = await this.store.application(refNo);
    const holders = await this.store.holders(refNo);
    const count = holders.filter((h) => h.role !== 'G').length;
    return {
      taxStatus: app?.taxStatus ?? defaultTaxStatus,
      holdingMode: app?.holdingMode ?? 'SI',
      holderCount: app?.holdingMode && app.holdingMode !== 'SI' ? Math.max(count, 2) : 1,
      taxStatuses: taxStatuses.map((t) => ({ code: t.code, label: t.label, minor: t.minor })),
      holdingModes: accountHoldingModes.map((h) => ({ code: h.code, label: h.label })),
    };
  }

  async saveHolderTaxStatus(
    refNo: string,
    body: z.output<typeof ZSaveHolderTaxStatusRequest>,
  ): Promise<StepOutcome<SaveReply>> {
    await this.store.assertReached(refNo, '5');
    const minor = isMinorTaxStatus(body.taxStatus);
    const joint = body.holdingMode !== 'SI';
    if (minor && joint) return refused(m.invalidField(fields.holdingMode));
    if (joint ? body.holderCount < 2 : body.holderCount !== 1)
      return refused(m.invalidField(fields.holderCount));
    const roles = holderRolesOf(body.taxStatus, body.holdingMode, body.holderCount);
    await this.store.updateApplication(refNo, {
      taxStatus: body.taxStatus,
      holdingMode: body.holdingMode,
      minor,
    });
    const present = await this.store.holders(refNo);
    for (const holder of present)
      if (!roles.includes(holder.role as HolderRole))
        await this.store.removeHolder(refNo, holder.role as HolderRole);
    for (const role of roles)
      if (!present.some((h) => h.role === role)) await this.store.upsertHolder(refNo, role, {});
    return { ok: true, data: await this.advance(refNo, '5') };
  }

  async getAllowedAccType(refNo: string): Promise<TGetAllowedAccTypeResponse> {
    await this.store.assertReached(refNo, '6');
    const app = await this.store.application(refNo);
    const accountType = app?.accountType === 'EMF' ? 'EMF' : 'EW';
    const allowed = formTypesFor(accountType).map((f) => ({ ...f }));
    const selected =
      allowed.find((f) => f.formType === app?.formType)?.key ?? allowed[0]?.key ?? 'EW';
    const holders = await this.store.holders(refNo);
    const status = taxStatusOf(app?.taxStatus ?? '');
    return {
      accountType,
      selected,
      allowed,
      taxStatus: { code: status?.code ?? '', label: status?.label ?? '' },
      holdingMode: {
        code: app?.holdingMode ?? '',
        label: holdingModeLabel(app?.holdingMode ?? ''),
      },
      holders: sortRoles(holders.map((h) => h.role as HolderRole)).map((role) => ({
        role,
        label: holderRoleLabels[role],
      })),
    };
  }

  async saveAccType(refNo: string, key: string): Promise<StepOutcome<SaveReply>> {
    await this.store.assertReached(refNo, '6');
    const app = await this.store.application(refNo);
    if (!app?.taxStatus) return refused(m.stepOrder);
    const form = formTypeOf(key);
    const accountType = app.accountType === 'EMF' ? 'EMF' : 'EW';
    if (!form || form.accountType !== accountType) return refused(m.formTypeNotAllowed);
    await this.store.updateApplication(refNo, { formType: form.formType });
    return { ok: true, data: await this.advance(refNo, '6') };
  }

  private rolesFor(guardian: boolean, roles: HolderRole[]): HolderRole[] {
    return roles.filter((role) => (guardian ? role === 'G' : role !== 'G'));
  }

  async loadPanDob(
    application: ApplicationRef,
    guardian: boolean,
  ): Promise<StepOutcome<TLoadPanDobResponse>> {
    await this.store.assertReached(application.refNo, guardian ? '8' : '7');
    const app = await this.store.application(application.refNo);
    if (!app?.taxStatus) return refused(m.stepOrder);
    const holders = await this.store.holders(application.refNo);
    const roles = this.rolesFor(guardian, sortRoles(holders.map((h) => h.role as HolderRole)));
    if (roles.length === 0) return refused(m.stepOrder);
    return {
      ok: true,
      data: {
        taxStatus: app.taxStatus,
        holdingMode: app.holdingMode ?? 'SI',
        minor: app.minor,
        entrant: this.entrantOf(application.origin),
        helpNo: this.helpNo,
        holders: roles.map((role) => {
          const h = holders.find((row) => row.role === role);
          return {
            role,
            label: app.minor && role === 'F' ? 'Minor' : holderRoleLabels[role],
            pan: h?.pan ?? '',
            dob: h?.dob ? displayDate(h.dob) : '',
            firstName: h?.firstName ?? '',
            middleName: h?.middleName ?? '',
            lastName: h?.lastName ?? '',
            relation: h?.relationWithMinor ?? '',
          };
        }),
      },
    };
  }

  private entrantOf(origin: string): 'client' | 'partner' {
    return (partnerSideOrigins as readonly string[]).includes(origin) ? 'partner' : 'client';
  }

  async savePanDob(
    application: ApplicationRef,
    guardian: boolean,
    input: HolderInput[],
  ): Promise<StepOutcome<SaveReply>> {
    const { refNo } = application;
    await this.store.assertReached(refNo, guardian ? '8' : '7');
    const app = await this.store.application(refNo);
    if (!app?.taxStatus) return refused(m.stepOrder);
    const saved = await this.store.holders(refNo);
    const roles = this.rolesFor(guardian, sortRoles(saved.map((h) => h.role as HolderRole)));
    const given = sortRoles(input.map((h) => h.role as HolderRole));
    if (roles.length === 0 || roles.join() !== given.join() || new Set(given).size !== given.length)
      return refused(m.invalidField('Holder'));

    const today = businessDate(this.deps.clock);
    const entrant = this.entrantOf(application.origin);
    const errors: Record<string, string> = {};
    let minorHolder = false;
    for (const holder of input) {
      const put = (field: string, message: string | null) => {
        if (message && !errors[`${holder.role}.${field}`])
          errors[`${holder.role}.${field}`] = message;
      };
      put('pan', panError(holder.pan));
      const minorApplicant = app.minor && holder.role === 'F';
      const dobError = holderDobError(holder.dob, today, {
        minorApplicant,
        entrant,
        helpNo: this.helpNo,
      });
      put('dob', dobError);
      const dob = parseDob(holder.dob);
      if (!minorApplicant && dob && dob <= today && isMinorDob(dob, today)) minorHolder = true;
      put(
        'firstName',
        holderNameError(
          holder.firstName,
          fields.firstName,
          panScreenNeedsName(holder.role as HolderRole, app.minor),
        ),
      );
      put('middleName', holderNameError(holder.middleName, fields.middleName, false));
      put('lastName', holderNameError(holder.lastName, fields.lastName, false));
      put('firstName', nameLengthError(holder.firstName, holder.middleName, holder.lastName));
      if (holder.role === 'G' && holder.relation === '')
        put('relation', m.emptyField(fields.relation));
    }
    // Every PAN of the application, the ones on the other screen included.
    const allPans = sortRoles(saved.map((h) => h.role as HolderRole)).map((role) => {
      const typed = input.find((h) => h.role === role);
      return { role, pan: typed ? typed.pan : (saved.find((h) => h.role === role)?.pan ?? '') };
    });
    for (const role of duplicatePanRoles(allPans))
      if (input.some((h) => h.role === role) && !errors[`${role}.pan`])
        errors[`${role}.pan`] = m.samePan;
    const first = Object.values(errors)[0];
    if (first) {
      const message = minorHolder && !app.minor ? m.minorHolder(this.helpNo) : first;
      return refused(message, { nextScreenId: guardian ? '8' : '7', fieldErrors: errors });
    }

    const complete = app.minor ? guardian : true;
    if (complete) {
      const pattern = allPans.filter((h) => h.role !== 'G').map((h) => normalizePan(h.pan));
      if (
        await this.patternExists(
          refNo,
          (app.holdingMode ?? 'SI') as HoldingMode,
          app.minor,
          pattern,
        )
      )
        return refused(m.sameHoldingPattern, {
          nextScreenId: guardian ? '8' : '7',
          fieldErrors: {},
        });
    }
    for (const holder of input)
      await this.store.upsertHolder(refNo, holder.role as HolderRole, {
        pan: normalizePan(holder.pan),
        dob: parseDob(holder.dob),
        firstName: clean(holder.firstName),
        middleName: clean(holder.middleName),
        lastName: clean(holder.lastName),
        ...(holder.role === 'G' ? { relationWithMinor: holder.relation } : {}),
      });
    return { ok: true, data: await this.advance(refNo, guardian ? '8' : '7') };
  }

  /** The same PANs in the same order and holding mode: an account, or another live application. */
  private async patternExists(
    refNo: string,
    holdingMode: HoldingMode,
    minor: boolean,
    pans: string[],
  ): Promise<boolean> {
    const key = holdingPatternKey(holdingMode, pans);
    const single = pans.length === 1 && pans[0] !== undefined;
    if (
      single &&
      !minor &&
      holdingMode === 'SI' &&
      (await accountWithPan(this.deps.db, pans[0] ?? ''))
    )
      return true;
    const others = await liveApplicationsWithPans(this.deps.db, refNo, pans);
    return others.some((other) => {
      if (other.minor !== minor) return false;
      const theirs = (['F', 'S', 'T'] as const)
        .map((r) => other.pans[r])
        .filter((p): p is string => !!p);
      return holdingPatternKey(other.holdingMode as HoldingMode, theirs) === key;
    });
  }

  /** Removes a second or third holder; a third becomes the second when the second goes. */
  async removeHolderDetail(refNo: string, role: HolderRole): Promise<StepOutcome<RemovedHolder>> {
    await this.store.assertReached(refNo, '7');
    const app = await this.store.application(refNo);
    if (!app) return refused(m.stepOrder);
    if (role === 'F') return refused(m.firstHolderStays);
    if (role === 'G') return refused(m.guardianStays);
    const holders = await this.store.holders(refNo);
    const third = holders.find((h) => h.role === 'T');
    if (!holders.some((h) => h.role === role)) return refused(m.noSuchHolder);
    if (role === 'S' && third) {
      const { refNo: _ref, role: _role, createdAt: _c, updatedAt: _u, ...details } = third;
      await this.store.removeHolder(refNo, 'S');
      await this.store.upsertHolder(refNo, 'S', details);
      await this.store.removeHolder(refNo, 'T');
    } else {
      await this.store.removeHolder(refNo, role);
    }
    const left = sortRoles((await this.store.holders(refNo)).map((h) => h.role as HolderRole));
    const holdingMode =
      left.filter((r) => r !== 'G').length === 1 ? 'SI' : (app.holdingMode ?? 'SI');
    if (holdingMode !== app.holdingMode) await this.store.updateApplication(refNo, { holdingMode });
    const facts = await this.store.facts(refNo);
    const sequence = onboardingSequence(facts);
    const at = sequence.includes(app.screenId) ? app.screenId : '7';
    if (at !== app.screenId) await this.store.moveTo(refNo, at);
    return {
      ok: true,
      data: { holders: left, holdingMode, nextScreenId: at },
      message: m.holderRemoved,
    };
  }
}

const order: HolderRole[] = ['F', 'S', 'T', 'G'];
function sortRoles(roles: HolderRole[]): HolderRole[] {
  return [...roles].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toUpperCase();
}
