import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backScreen,
  hasBackButton,
  type HolderRole,
  holderRoles,
  isTransitScreen,
  type KycSource,
  nominationNeedsWitness,
  nextScreen,
  onboardingScreenIds,
  onboardingSequence,
  type OnboardingFacts,
  onboardingSteps,
  screenIdFor,
  screenRoute,
  showsHolderPopup,
  showsStepIndicator,
  stepForScreen,
} from '../src/index.js';

const kycSource = fc.constantFrom<KycSource | undefined>(
  'KRA',
  'CKYC',
  'DIGILOCKER',
  'NONE',
  undefined,
);
const facts: fc.Arbitrary<OnboardingFacts> = fc
  .record({
    joint: fc.integer({ min: 0, max: 2 }),
    minor: fc.boolean(),
    kyc: fc.record({ F: kycSource, S: kycSource, T: kycSource, G: kycSource }),
    nominees: fc.integer({ min: 1, max: 3 }),
    nominate: fc.boolean(),
    mandate: fc.boolean(),
    signing: fc.constantFrom('ESIGN' as const, 'THUMB_IMPRESSION' as const),
  })
  .map(({ joint, minor, kyc, nominees, nominate, mandate, signing }) => {
    const holders: HolderRole[] = minor
      ? ['F', 'G']
      : (['F', 'S', 'T'] as HolderRole[]).slice(0, joint + 1);
    const known = Object.fromEntries(Object.entries(kyc).filter(([, v]) => v !== undefined));
    return { holders, minor, kyc: known, nominees, nominate, mandate, signing };
  });

/** From login, pressing Next until the end. */
function walk(f: OnboardingFacts): string[] {
  const seen = ['1'];
  let at: string | null = '1';
  while ((at = nextScreen(f, at)) !== null) seen.push(at);
  return seen;
}

describe('screen ids of 2.3', () => {
  it('map the per-holder steps to their own ids, first holder by default', () => {
    expect(screenIdFor('loadmobemail')).toBe('9');
    expect(screenIdFor('loadmobemail', 'S')).toBe('18');
    expect(screenIdFor('loadmobemail', 'T')).toBe('24');
    expect(screenIdFor('loadmobemail', 'G')).toBe('30');
    expect(screenIdFor('fatca', 'G')).toBe('65');
    expect(screenIdFor('holdersPanDob', 'G')).toBe('8');
    expect(screenIdFor('kradownload', 'T')).toBe('55');
    expect(screenIdFor('ckycdownload', 'G')).toBe('64');
    expect(screenIdFor('processcomplete')).toBe('-1');
  });

  it('send an unknown step or screen to login', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!(onboardingSteps as readonly string[]).includes(name));
        expect(screenIdFor(name)).toBe('1');
      }),
    );
    expect(stepForScreen('999')).toEqual({ step: 'login', holder: 'F' });
    expect(stepForScreen('')).toEqual({ step: 'login', holder: 'F' });
  });

  it('round-trip every step and holder through its screen id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...onboardingSteps),
        fc.constantFrom(...holderRoles),
        (step, holder) => {
          const id = screenIdFor(step, holder);
          expect(stepForScreen(id).step).toBe(step);
          expect(screenIdFor(stepForScreen(id).step, stepForScreen(id).holder)).toBe(id);
        },
      ),
    );
  });
});

describe('the order of the screens', () => {
  it('reaches every holder screen of every holder the application has', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const seen = new Set(walk(f));
        const own = f.minor ? (['G'] as HolderRole[]) : f.holders;
        for (const role of own)
          for (const step of [
            'loadmobemail',
            'vrfymobemail',
            'kradownload',
            'addresscomfirmation',
          ] as const)
            expect(seen).toContain(screenIdFor(step, role));
        for (const role of f.holders) {
          expect(seen).toContain(screenIdFor('personaldetails', role));
          expect(seen).toContain(screenIdFor('fatca', role));
        }
        for (const id of ['1', '2', '3', '4', '5', '6', '7', '15', '16', '-1'])
          expect(seen).toContain(id);
        expect(seen.has('8')).toBe(f.minor);
      }),
    );
  });

  it('reaches every screen id of 2.3 for some application, but flow end', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(facts, (f) => {
        for (const id of walk(f)) reached.add(id);
      }),
      { numRuns: 400 },
    );
    const missing = onboardingScreenIds.filter((id) => !reached.has(id));
    expect(missing.sort()).toEqual(['0']);
  });

  it('skips nominee and witness screens when nomination is opted out, and adds the mandate e-sign after the form', () => {
    const base = { holders: ['F'] as HolderRole[], minor: false, kyc: { F: 'KRA' as const } };
    const out = walk({ ...base, nominate: false });
    expect(out).not.toContain('36');
    expect(out).not.toContain('39');
    expect(out.slice(out.indexOf('35'), out.indexOf('35') + 2)).toEqual(['35', '40']);
    const two = walk({ ...base, nominees: 2, mandate: true });
    expect(two.slice(two.indexOf('35'))).toEqual([
      '35',
      '36',
      '37',
      '40',
      '44',
      '45',
      '49',
      '50',
      '51',
      '52',
      '-1',
    ]);
    expect(walk(base).slice(-3)).toEqual(['49', '50', '-1']);
  });

  it('asks for a witness only where a holder signs with a thumb impression, not for an e-signed form', () => {
    const base = { holders: ['F'] as HolderRole[], minor: false, kyc: { F: 'KRA' as const } };
    expect(nominationNeedsWitness('ESIGN')).toBe(false);
    expect(nominationNeedsWitness('THUMB_IMPRESSION')).toBe(true);
    const esigned = walk({ ...base, nominees: 1 });
    expect(esigned.slice(esigned.indexOf('36'), esigned.indexOf('36') + 2)).toEqual(['36', '40']);
    const thumb = walk({ ...base, nominees: 1, signing: 'THUMB_IMPRESSION' });
    expect(thumb.slice(thumb.indexOf('36'), thumb.indexOf('36') + 3)).toEqual(['36', '39', '40']);
    expect(walk({ ...base, nominate: false, signing: 'THUMB_IMPRESSION' })).not.toContain('39');
  });

  it('takes the KYC branch each holder found: KRA, else CKYC, else DigiLocker', () => {
    const base = { holders: ['F', 'S'] as HolderRole[], minor: false };
    const kra = walk({ ...base, kyc: { F: 'KRA', S: 'CKYC' } });
    expect(kra.slice(kra.indexOf('9'), kra.indexOf('13') + 1)).toEqual([
      '9',
      '10',
      '53',
      '57',
      '13',
    ]);
    expect(kra.slice(kra.indexOf('18'), kra.indexOf('22') + 1)).toEqual([
      '18',
      '19',
      '54',
      '62',
      '58',
      '22',
    ]);
    const none = walk({ ...base, kyc: {} });
    expect(none.slice(none.indexOf('9'), none.indexOf('13') + 1)).toEqual([
      '9',
      '10',
      '53',
      '61',
      '11',
      '12',
      '57',
      '13',
    ]);
  });

  it('gives a minor first holder only its personal details and FATCA, and the guardian the rest', () => {
    const seq = onboardingSequence({ holders: ['F', 'G'], minor: true, kyc: { G: 'KRA' } });
    expect(seq.slice(0, 17)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '13',
      '14',
      '30',
      '31',
      '56',
      '60',
      '34',
      '65',
      '15',
    ]);
    expect(seq).not.toContain('9');
  });

  it('leaves preferences for bank details after the last holder', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const seq = onboardingSequence(f);
        expect(seq[seq.indexOf('15') - 1]).toBe(
          screenIdFor('fatca', f.minor ? 'G' : (f.holders.at(-1) ?? 'F')),
        );
        expect(nextScreen(f, '15')).toBe('16');
      }),
    );
  });
});

describe('Back', () => {
  it('returns, after Next, to where it was', () => {
    fc.assert(
      fc.property(facts, (f) => {
        for (const id of onboardingSequence(f)) {
          const next = nextScreen(f, id);
          if (next === null || isTransitScreen(id) || !hasBackButton(next)) continue;
          expect(backScreen(f, next), `${id} -> ${next}`).toBe(id);
        }
      }),
    );
  });

  it('passes over the verification screens', () => {
    const f: OnboardingFacts = { holders: ['F'], minor: false, kyc: {} };
    expect(backScreen(f, '53')).toBe('9');
    expect(backScreen(f, '57')).toBe('11');
    expect(backScreen(f, '3')).toBeNull();
  });
});

describe('the frame rules of 2.3', () => {
  it('hide the step indicator on contacts, their verify, DigiLocker and the mandate screens', () => {
    for (const id of ['9', '10', '18', '31', '11', '32', '51', '52'])
      expect(showsStepIndicator(id)).toBe(false);
    for (const id of ['4', '5', '13', '14', '15', '12', '53'])
      expect(showsStepIndicator(id)).toBe(true);
  });
  it('offer no Back on DigiLocker verify, e-sign and the mandate screens', () => {
    for (const id of ['12', '21', '27', '33', '50', '51', '52'])
      expect(hasBackButton(id)).toBe(false);
    for (const id of ['4', '9', '13', '57', '15']) expect(hasBackButton(id)).toBe(true);
  });
  it('hide the holder popup where 2.3 says', () => {
    for (const id of ['9', '10', '11', '12', '53', '61', '57', '49', '50', '51', '52'])
      expect(showsHolderPopup(id)).toBe(false);
    for (const id of ['13', '14', '15', '16', '22', '65']) expect(showsHolderPopup(id)).toBe(true);
  });
  it('puts a later holder in the route', () => {
    expect(screenRoute('18')).toBe('createaccount/loadmobemail?holder=S');
    expect(screenRoute('9')).toBe('createaccount/loadmobemail');
    expect(screenRoute('1')).toBe('createlogin/generate-otp');
    expect(screenRoute('8')).toBe('createlogin/holdersPanDob?holder=G');
  });
});
