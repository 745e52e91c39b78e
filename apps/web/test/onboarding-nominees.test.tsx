import {
  fetchHelpNoCall,
  loadNomineeDtlCall,
  loadNomineeWitnessCall,
  loadSelectNomineeCall,
  onboardingNomineeMessages as m,
  saveNomineeDtlCall,
  saveNomineeWitnessCall,
  saveSelectNomineeCall,
} from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockGateway, type RecordedCall, reply } from './gateway-mock';
import { renderApp } from './render-app';

function loggedInRegistration() {
  localStorage.setItem(
    'cdesk:registration',
    JSON.stringify({
      origin: 'CLIENT',
      accountType: 'EW',
      sessionRefToken: 'sess-token-0123456789abcdef',
      refNo: 'EW261123000001',
      refToken: 'ref-token-0123456789abcdef',
    }),
  );
}

const options = { code: '1', label: 'PAN' };
const detail = (slot: 1 | 2) => ({
  slot,
  ordinal: slot === 1 ? 'First' : 'Second',
  count: 2,
  today: '2026-11-23',
  saved: false,
  form: {
    fName: '',
    mName: '',
    lName: '',
    dob: '',
    relation: '',
    relationOther: '',
    idType: '',
    idNo: '',
    share: '',
    mobile: '',
    email: '',
    sameAsHolder: 'N',
    address: { line1: '', line2: '', city: '', state: '', pincode: '' },
    guardian: null,
  },
  otherShares: slot === 1 ? 0 : 50,
  holderAddress: {
    line1: '21 Shanti Nagar',
    line2: '',
    city: 'Pune',
    state: 'MH',
    pincode: '411004',
  },
  idProofTypes: [options],
  relations: [{ code: 'SPOUSE', label: 'Spouse' }],
  guardianRelations: [{ code: 'FATHER', label: 'Father' }],
  document: null,
});

const common = [
  reply(fetchHelpNoCall, { body: envelope({ helpNo: '1800-309-4646' }) }),
  reply(loadSelectNomineeCall, {
    body: envelope({
      form: { optIn: '', count: 1, consent: 'N' },
      maxNominees: 3,
      advice: m.adviseNominee,
    }),
  }),
  reply(loadNomineeDtlCall, (call: RecordedCall) => ({
    body: envelope(detail((call.body as { slot: 1 | 2 }).slot)),
  })),
  reply(loadNomineeWitnessCall, {
    body: envelope({ form: { name: '', dob: '', address: '' }, today: '2026-11-23' }),
  }),
];

describe('nomination at account opening', () => {
  beforeEach(() => localStorage.clear());

  it('advises a nominee and needs the consent before opting out', async () => {
    loggedInRegistration();
    const calls = mockGateway([
      ...common,
      reply(saveSelectNomineeCall, { body: envelope({ nextScreenId: '40' }) }),
    ]);
    const { user } = await renderApp('/tradereg/createaccount/nomineeselection');
    await user.click(
      await screen.findByRole(
        'radio',
        { name: 'No, I do not wish to nominate' },
        { timeout: 10_000 },
      ),
    );
    expect(screen.getByText(m.adviseNominee)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(m.consent)).toBeInTheDocument();
    expect(calls.some((c) => c.path === saveSelectNomineeCall.path)).toBe(false);
  });

  it('opens each nominee screen for its own slot and sends the slot with the save', async () => {
    loggedInRegistration();
    const calls = mockGateway([
      ...common,
      reply(saveSelectNomineeCall, { body: envelope({ nextScreenId: '36' }) }),
      reply(saveNomineeDtlCall, (call: RecordedCall) => ({
        body: envelope({ nextScreenId: (call.body as { slot: number }).slot === 1 ? '37' : '39' }),
      })),
    ]);
    const { user, router } = await renderApp('/tradereg/createaccount/nomineeselection');
    await user.click(
      await screen.findByRole('radio', { name: 'Yes, I wish to nominate' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByText('2 nominees', { exact: true }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.find((c) => c.path === saveSelectNomineeCall.path)?.body).toEqual({
      optIn: 'Y',
      count: 2,
      consent: 'N',
    });

    await screen.findByRole('heading', { name: 'First nominee' });
    await screen.findByLabelText('First name');
    const fill = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };
    await fill('First name', 'Kavita');
    await fill('Last name', 'Joshi');
    await fill('Date of birth (DD-MM-YYYY)', '12-03-1962');
    await user.selectOptions(screen.getByLabelText('Relationship with you'), 'SPOUSE');
    await user.selectOptions(screen.getByLabelText('ID proof'), '1');
    await fill('ID proof number', 'AKZPJ4821Q');
    await fill('Share (%)', '0');
    await user.click(screen.getByRole('checkbox', { name: /first holder's address/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(m.shareZero)).toBeInTheDocument();
    await fill('Share (%)', '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Second nominee' });
    await screen.findByText('Other nominees hold 50%; 50% is left.');
    expect(router.state.location.pathname).toBe('/tradereg/createaccount/nomineedetails');
    expect(screen.getByText('Other nominees hold 50%; 50% is left.')).toBeInTheDocument();
    const loads = calls.filter((c) => c.path === loadNomineeDtlCall.path).map((c) => c.body);
    expect(loads).toEqual([{ slot: 1 }, { slot: 2 }]);
    expect(calls.find((c) => c.path === saveNomineeDtlCall.path)?.body).toMatchObject({
      slot: 1,
      fName: 'Kavita',
      share: '50',
      sameAsHolder: 'Y',
      guardian: null,
    });
  });

  it('refuses a minor witness', async () => {
    loggedInRegistration();
    const calls = mockGateway([
      ...common,
      reply(saveNomineeWitnessCall, { body: envelope({ nextScreenId: '40' }) }),
    ]);
    const { user } = await renderApp('/tradereg/createaccount/witnessdetails');
    await user.type(
      await screen.findByLabelText('Witness name', {}, { timeout: 10_000 }),
      'Suresh Patil',
    );
    await user.type(screen.getByLabelText('Date of birth'), '01-01-2012');
    await user.type(screen.getByLabelText('Address'), '8 Lake View, Pune');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(m.minorWitness)).toBeInTheDocument();
    expect(calls.some((c) => c.path === saveNomineeWitnessCall.path)).toBe(false);
  });
});
