import {
  annualIncomeBands,
  genders,
  type HolderRole,
  kycSourceLabels,
  type KycSourceName,
  maritalStatuses,
  netWorthBands,
  occupations,
  onboardingKycMessages as m,
  pepOptions,
  type PostalAddress,
  personalDetailsProblem,
  screenIdFor,
  addressLine,
  type TKycIdentity,
  type TPersonalDetailForm,
} from '@cdesk/domain';
import type { KraLookup } from '../../../providers/kyc-sources/port.js';
import {
  enteredHolder,
  fullNameOf,
  kycStepKeys as keys,
  labelledDifferences,
  refuse,
} from './kyc-holder.js';
import type { OnboardingStore } from '../store.js';

const options = (table: Record<string, string>) =>
  Object.entries(table).map(([code, label]) => ({ code, label }));

interface SourceRecord {
  identity: TKycIdentity;
  /** Whether the application may rely on it: a validated KRA record, a CKYC or DigiLocker one. */
  usable: boolean;
}

/** The address a holder confirmed, kept for the account. */
export interface ConfirmedAddress {
  source: KycSourceName;
  address: PostalAddress;
}

/**
 * Address confirmation (screens 57-60) and personal details (13, 22, 28, 34): what the KYC sources
 * hold beside what the applicant entered, and the holder's own declarations.
 */
export class PersonalDetailService {
  constructor(private readonly store: OnboardingStore) {}

  /** Every KYC record found for the holder, the KRA's first. */
  private async records(refNo: string, role: HolderRole): Promise<SourceRecord[]> {
    const kra = await this.store.loadStep<KraLookup>(refNo, role, keys.kra);
    const ckyc = await this.store.loadStep<{ identity: TKycIdentity | null }>(
      refNo,
      role,
      keys.ckyc,
    );
    const digiLocker = await this.store.loadStep<TKycIdentity>(refNo, role, keys.digiLocker);
    const found: SourceRecord[] = [];
    if (kra?.identity) found.push({ identity: kra.identity, usable: kra.status === 'VALIDATED' });
    if (ckyc?.identity) found.push({ identity: ckyc.identity, usable: true });
    if (digiLocker) found.push({ identity: digiLocker, usable: true });
    return found;
  }

  private async kycSource(refNo: string, role: HolderRole): Promise<KycSourceName | null> {
    const source = (await this.store.facts(refNo)).kyc[role];
    return source && source !== 'NONE' ? source : null;
  }

  async loadAddress(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const records = await this.records(refNo, role);
    const chosen = await this.store.loadStep<ConfirmedAddress>(refNo, role, keys.address);
    return {
      holder: role,
      entered,
      sources: records.map(({ identity, usable }) => ({
        source: identity.source,
        sourceLabel: kycSourceLabels[identity.source],
        usable: usable ? ('Y' as const) : ('N' as const),
        person: {
          fname: identity.fname,
          mname: identity.mname,
          lname: identity.lname,
          dob: identity.dob,
          pan: identity.pan,
        },
        address: identity.address,
        addressText: addressLine(identity.address),
        differences: labelledDifferences(entered, identity),
      })),
      kycSource: await this.kycSource(refNo, role),
      chosen: chosen?.source ?? null,
    };
  }

  async saveAddress(refNo: string, role: HolderRole, source: string, confirm: 'Y' | 'N') {
    await this.store.assertReached(refNo, screenIdFor('addresscomfirmation', role));
    await enteredHolder(this.store, refNo, role);
    const records = (await this.records(refNo, role)).filter((r) => r.usable);
    if (records.length === 0) throw refuse('NO_KYC', m.noKycRecord);
    const record = records.find((r) => r.identity.source === source);
    if (!record) throw refuse('ADDRESS_SOURCE', m.addressSource);
    if (confirm !== 'Y') throw refuse('CONSENT', m.addressConfirm);
    const confirmed: ConfirmedAddress = {
      source: record.identity.source,
      address: record.identity.address,
    };
    await this.store.saveStep(refNo, role, keys.address, confirmed);
    return {
      nextScreenId: await this.store.advance(refNo, screenIdFor('addresscomfirmation', role)),
    };
  }

  /** The KYC record the holder's account relies on: the confirmed address's source, or the branch. */
  private async kycRecord(refNo: string, role: HolderRole): Promise<TKycIdentity | null> {
    const records = (await this.records(refNo, role)).filter((r) => r.usable);
    const confirmed = await this.store.loadStep<ConfirmedAddress>(refNo, role, keys.address);
    const wanted = confirmed?.source ?? (await this.kycSource(refNo, role));
    return records.find((r) => r.identity.source === wanted)?.identity ?? null;
  }

  async loadPersonal(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const saved = await this.store.loadStep<TPersonalDetailForm>(refNo, role, keys.personal);
    const record = await this.kycRecord(refNo, role);
    const form: TPersonalDetailForm = saved ?? {
      gender: record?.gender ?? '',
      maritalStatus: '',
      relativeKind: 'F',
      relativeName: record?.fatherName ?? '',
      occupation: '',
      annualIncome: '',
      netWorth: '',
      netWorthAmount: '',
      pep: '1',
    };
    return {
      holder: role,
      holderName: fullNameOf(entered),
      form,
      genders: options(genders),
      maritalStatuses: maritalStatuses.map((s) => ({ code: s, label: s })),
      occupations: options(occupations),
      annualIncomeBands: options(annualIncomeBands),
      netWorthBands: options(netWorthBands),
      pepOptions: options(pepOptions),
    };
  }

  async savePersonal(refNo: string, role: HolderRole, form: TPersonalDetailForm) {
    await this.store.assertReached(refNo, screenIdFor('personaldetails', role));
    await enteredHolder(this.store, refNo, role);
    const problem = personalDetailsProblem(form);
    if (problem) throw refuse('PERSONAL_DETAILS', problem);
    const netWorthAmount = form.netWorth === '01' ? '' : form.netWorthAmount.replace(/,/g, '');
    await this.store.saveStep(refNo, role, keys.personal, {
      ...form,
      relativeName: form.relativeName.replace(/\s+/g, ' ').trim().toUpperCase(),
      netWorthAmount,
    });
    return {
      nextScreenId: await this.store.advance(refNo, screenIdFor('personaldetails', role)),
    };
  }
}
