import { onboardingMessages, onboardingNomineeMessages as m } from '@cdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { nomineeSections, OnboardingStore } from '../src/modules/onboarding/index.js';
import type { SavedNominee } from '../src/modules/onboarding/steps/nomination.js';
import { partTwoStepKeys } from '../src/modules/onboarding/store.js';
import { envelope, FixedClock } from './support/app.js';
import { testDatabases } from './support/databases.js';
import { type Applicant, applicationSteps } from './support/onboarding-kyc.js';
import { appPerSuite } from './support/suite.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A nominee as the form sends it; today is 23-11-2026, so born 1992 is of age. */
const nominee = (over: Record<string, unknown> = {}) => ({
  fName: 'Priya',
  mName: '',
  lName: 'Zaveri',
  dob: '10-02-1992',
  relation: 'SPOUSE',
  idType: '1',
  idNo: 'ABCPZ1234K',
  share: '50',
  mobile: '9876501234',
  email: 'priya@example.com',
  sameAsHolder: 'Y',
  ...over,
});

const guardian = (over: Record<string, unknown> = {}) => ({
  fName: 'Rajesh',
  lName: 'Zaveri',
  dob: '15-08-1990',
  relation: 'FATHER',
  idType: '1',
  idNo: 'AAAPZ1111A',
  ...over,
});

describe.each(testDatabases())('nominees at account opening on $name', ({ open }) => {
  const clock = new FixedClock(new Date('2026-11-23T06:00:00Z'));
  const suite = appPerSuite(open, { clock });
  let store: OnboardingStore;
  beforeAll(() => {
    store = new OnboardingStore(suite.database.db, clock);
  });

  const steps = applicationSteps(suite, clock);
  const { call, refused } = steps;
  const saved = async (who: Applicant, path: string, body: object = {}) => {
    const reply = await call(who, path, body);
    expect(reply.statusCode, JSON.stringify(reply.json())).toBe(200);
    return envelope(reply).data;
  };

  /** An application whose part 1 is done, standing at nomination (35). */
  async function applicant(): Promise<Applicant> {
    const who = await steps.applicant('35');
    await store.saveStep(who.refNo, 'F', 'address', {
      source: 'KRA',
      address: {
        line1: '12 Carter Road',
        line2: 'Bandra West',
        line3: '',
        city: 'Mumbai',
        district: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
      },
    });
    return who;
  }

  it('advises a nominee, needs the consent to opt out, and skips to the live photo', async () => {
    const who = await applicant();
    const loaded = await saved(who, 'NomineeService/loadSelectNominee');
    expect(loaded).toMatchObject({ advice: m.adviseNominee, maxNominees: 3, form: { optIn: '' } });
    await refused(who, 'NomineeService/saveSelectNominee', {}, m.nominationChoice);
    await refused(who, 'NomineeService/saveSelectNominee', { optIn: 'N' }, m.consent);
    await refused(
      who,
      'NomineeService/saveSelectNominee',
      { optIn: 'Y', count: 4 },
      m.nomineeCount,
    );
    expect(
      await saved(who, 'NomineeService/saveSelectNominee', { optIn: 'N', consent: 'Y' }),
    ).toEqual({ nextScreenId: '40' });
    expect(await store.facts(who.refNo)).toMatchObject({ nominate: false });
    await refused(
      who,
      'NomineeService/loadNomineeDtl',
      { slot: 1 },
      onboardingMessages.stepNotOpen,
    );
    expect(await nomineeSections(store, who.refNo)).toEqual([
      { title: 'Nomination', rows: [['Nomination', 'I do not wish to nominate']] },
    ]);
  });

  it('takes two nominees of 50 each, refusing what 5.4 refuses, and asks no witness of an e-signed form', async () => {
    const who = await applicant();
    expect(await saved(who, 'NomineeService/saveSelectNominee', { optIn: 'Y', count: 2 })).toEqual({
      nextScreenId: '36',
    });
    await refused(
      who,
      'NomineeService/loadNomineeDtl',
      { slot: 3 },
      onboardingMessages.stepNotOpen,
    );
    const first = await saved(who, 'NomineeService/loadNomineeDtl', { slot: 1 });
    expect(first).toMatchObject({
      slot: 1,
      ordinal: 'First',
      count: 2,
      saved: false,
      otherShares: 0,
      holderAddress: { line1: '12 Carter Road', city: 'Mumbai', pincode: '400050' },
    });
    expect(first.idProofTypes).toHaveLength(9);

    const save = (body: object) => ({ slot: 1, ...body });
    const path = 'NomineeService/saveNomineeDtl';
    await refused(who, path, save(nominee({ fName: 'Pr1ya' })), m.invalidNomineeName);
    await refused(who, path, save(nominee({ mobile: '1234567890' })), m.invalidMobile);
    await refused(who, path, save(nominee({ email: 'priya@' })), m.invalidEmail);
    await refused(who, path, save(nominee({ idNo: 'ABC123' })), m.invalidIdProof);
    await refused(who, path, save(nominee({ idType: '6', idNo: 'IN3002' })), m.invalidDemat);
    await refused(who, path, save(nominee({ dob: '01-01-1920' })), m.dateTooOld);
    await refused(who, path, save(nominee({ share: '0' })), m.shareZero);
    await refused(who, path, save(nominee({ share: '100' })), m.shareHundred);
    // A nominee born in 2015 is 11: a guardian is needed, of age, with an ID of their own.
    const minor = { dob: '01-06-2015', relation: 'SON' };
    await refused(who, path, save(nominee(minor)), m.guardianRequired);
    await refused(
      who,
      path,
      save(nominee({ ...minor, guardian: guardian({ fName: 'R@j' }) })),
      m.invalidGuardianName,
    );
    await refused(
      who,
      path,
      save(nominee({ ...minor, guardian: guardian({ dob: '01-01-2010' }) })),
      m.guardianMinor,
    );
    await refused(
      who,
      path,
      save(nominee({ ...minor, guardian: guardian({ idNo: 'ABCPZ1234K' }) })),
      m.guardianIdSame,
    );
    await refused(
      who,
      path,
      save(nominee({ sameAsHolder: 'N' })),
      'Address Line 1 cannot be empty.',
    );
    expect(await saved(who, path, save(nominee({ ...minor, guardian: guardian() })))).toEqual({
      nextScreenId: '37',
    });

    const second = {
      slot: 2,
      idType: '6',
      idNo: 'IN30021412345678',
      fName: 'Anil',
      lName: 'Zaveri',
    };
    await refused(
      who,
      path,
      nominee({ ...second, idNo: 'ABCPZ1234K', idType: '1' }),
      m.idNoDuplicate,
    );
    await refused(who, path, nominee({ ...second, share: '40' }), m.sharesTotal);
    await refused(who, path, nominee({ ...second, share: '60' }), 'Total percentage equal to 100');
    const bo = envelope(
      await call(who, 'BoDetailsService/fetchBoDtlNominee', { dematAccNo: second.idNo }),
    );
    expect(bo.data).toEqual({
      found: true,
      depository: 'NSDL',
      dpId: 'IN300214',
      clientId: '12345678',
      name: 'ASHA VERMA',
    });
    const unknown = envelope(
      await call(who, 'BoDetailsService/fetchBoDtlNominee', { dematAccNo: '1208169999999999' }),
    );
    expect(unknown.data).toMatchObject({ found: false, depository: 'CDSL', name: '' });
    expect(unknown.displayMessage).toBe(m.boNotFound);
    await refused(
      who,
      'BoDetailsService/fetchBoDtlNominee',
      { dematAccNo: '12345' },
      m.invalidDemat,
    );
    const address = {
      line1: '4 Hill Road',
      line2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    };
    // The form is e-signed: no witness screen, the live photo follows the last nominee.
    expect(await saved(who, path, nominee({ ...second, sameAsHolder: 'N', address }))).toEqual({
      nextScreenId: '40',
    });

    const records = await Promise.all(
      [1, 2].map((slot) =>
        store.loadStep<SavedNominee>(who.refNo, 'F', partTwoStepKeys.nominee(slot as 1 | 2)),
      ),
    );
    expect(records[0]).toMatchObject({
      slot: 1,
      fName: 'PRIYA',
      dob: '01-06-2015',
      share: 50,
      address: { line1: '12 Carter Road', line2: 'Bandra West', city: 'Mumbai' },
      guardian: { fName: 'RAJESH', idNo: 'AAAPZ1111A' },
    });
    expect(records[1]).toMatchObject({ slot: 2, share: 50, idType: '6', guardian: null, address });

    const witness = 'NomineeService/saveNomineeWitness';
    const adult = { name: 'Meena Iyer', dob: '01-01-1980', address: '7 Lake View, Chennai 600001' };
    await refused(who, witness, adult, onboardingMessages.stepNotOpen);
    await refused(who, 'NomineeService/loadNomineeWitness', {}, onboardingMessages.stepNotOpen);

    const sections = await nomineeSections(store, who.refNo);
    expect(sections.map((s) => s.title)).toEqual(['Nomination', 'First Nominee', 'Second Nominee']);
    expect(sections[1]?.rows).toContainEqual(['Guardian name', 'RAJESH ZAVERI']);
    expect(sections[2]?.rows).toContainEqual(['ID proof', 'Demat Account IN30021412345678']);
  });

  it('keeps an ID proof judged by its bytes, and refuses a renamed program or an oversize file', async () => {
    const who = await applicant();
    await saved(who, 'NomineeService/saveSelectNominee', { optIn: 'Y', count: 1 });
    const upload = 'NomineeService/uploadNomineeDocDtl';
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]).toString('base64');
    await refused(who, upload, { slot: 1, fileName: 'pan.jpg', content: exe }, m.documentType);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024)]);
    await refused(
      who,
      upload,
      { slot: 1, fileName: 'pan.pdf', content: big.toString('base64') },
      m.documentTooLarge,
    );
    expect(await store.files(who.refNo, 'DOCUMENT')).toEqual([]);
    expect(
      await saved(who, upload, {
        slot: 1,
        fileName: 'pan.png',
        content: `data:image/png;base64,${png.toString('base64')}`,
      }),
    ).toEqual({
      docType: 'NOMINEE1_ID',
      fileName: 'pan.png',
      mime: 'image/png',
      size: expect.any(Number),
    });
    const file = await store.file({
      refNo: who.refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType: 'NOMINEE1_ID',
    });
    // Kept as redrawn: a PNG of the same picture, not the bytes sent.
    const kept = Buffer.from(file?.content ?? []);
    expect(kept.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect(kept.readUInt32BE(16)).toBe(png.readUInt32BE(16));
    expect(kept.readUInt32BE(20)).toBe(png.readUInt32BE(20));
    expect((await saved(who, 'NomineeService/loadNomineeDtl', { slot: 1 })).document).toMatchObject(
      {
        mime: 'image/png',
      },
    );
    expect(await saved(who, 'NomineeService/removeNomineeDocDtl', { slot: 1 })).toEqual({
      slot: 1,
      removed: true,
    });
    await refused(who, 'NomineeService/removeNomineeDocDtl', { slot: 1 }, m.documentMissing);
    // A single nominee holds everything.
    await refused(
      who,
      'NomineeService/saveNomineeDtl',
      { slot: 1, ...nominee({ share: '50' }) },
      m.sharesTotal,
    );
    expect(
      await saved(who, 'NomineeService/saveNomineeDtl', { slot: 1, ...nominee({ share: '100' }) }),
    ).toEqual({ nextScreenId: '40' });
  });

  it('takes a nominee out: the next one moves up and the application goes back to its slot', async () => {
    const who = await applicant();
    await saved(who, 'NomineeService/saveSelectNominee', { optIn: 'Y', count: 2 });
    await saved(who, 'NomineeService/saveNomineeDtl', { slot: 1, ...nominee() });
    await saved(who, 'NomineeService/uploadNomineeDocDtl', {
      slot: 2,
      fileName: 'id.png',
      content: png.toString('base64'),
    });
    await saved(who, 'NomineeService/saveNomineeDtl', {
      slot: 2,
      ...nominee({ fName: 'Anil', idNo: 'ABCPZ5678L' }),
    });
    expect(await saved(who, 'NomineeService/removeNomineeDtl', { slot: 1 })).toEqual({
      slot: 1,
      removed: true,
      count: 1,
      nextScreenId: '36',
    });
    const moved = await saved(who, 'NomineeService/loadNomineeDtl', { slot: 1 });
    expect(moved).toMatchObject({
      count: 1,
      form: { fName: 'ANIL' },
      document: { docType: 'NOMINEE1_ID' },
    });
    await refused(who, 'NomineeService/loadNomineeWitness', {}, onboardingMessages.stepNotOpen);
    await refused(
      who,
      'NomineeService/removeNomineeDtl',
      { slot: 3 },
      onboardingMessages.stepNotOpen,
    );
  });

  it('refuses nominee calls before the nomination screen is reached', async () => {
    const who = await steps.applicant('16');
    await refused(
      who,
      'NomineeService/saveSelectNominee',
      { optIn: 'Y', count: 1 },
      onboardingMessages.stepNotOpen,
    );
    await refused(
      who,
      'NomineeService/saveNomineeWitness',
      { name: 'A', dob: '', address: '' },
      onboardingMessages.stepNotOpen,
    );
  });
});
