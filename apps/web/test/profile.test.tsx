import {
  displayPhotoResource,
  gatewayPrefixUrl,
  getProfileDetailCall,
  saveDisplayPhotoCall,
  shellMessages,
  type TGetProfileDetailResponse,
} from '@cdesk/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp, where } from './render-app';

const profile: TGetProfileDetailResponse = {
  name: 'Asha Verma',
  ucc_no: 'UCC5000001',
  demat_acc_no: '1208160000000001',
  email: 'asha.verma@example.in',
  phone: '9876500001',
  dob: '14-03-1986',
  gender: 'Female',
  address: '12 MG Road, Pune, Maharashtra 411001',
  avatar: '',
  nominees: [
    {
      nomineeNo: 1,
      name: 'Kiran Verma',
      relationship: 'Spouse',
      share: 100,
      dob: '02-07-1984',
      guardianName: '',
    },
  ],
  claimant: [],
  witness: [],
};

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('profile', () => {
  it('shows the personal details with the date of birth as DD-MM-YYYY', async () => {
    seedLoggedIn();
    const calls = mockDesk([reply(getProfileDetailCall, { body: envelope(profile) })]);
    await renderApp('/profile');

    expect(await screen.findByText('1208160000000001')).toBeInTheDocument();
    expect(screen.getByText('14-03-1986')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal', selected: true })).toBeInTheDocument();
    expect(calls.find((c) => c.to === getProfileDetailCall)?.body).toEqual({ ucc: 'UCC5000001' });
  });

  it('opens the nominee tab from /profile/nominee with a link to change the nominee', async () => {
    seedLoggedIn();
    mockDesk([reply(getProfileDetailCall, { body: envelope(profile) })]);
    await renderApp('/profile/nominee');

    const card = (await screen.findByRole('heading', { name: 'Kiran Verma' })).parentElement!;
    expect(within(card).getByText('Spouse')).toBeInTheDocument();
    expect(within(card).getByText('100%')).toBeInTheDocument();
    expect(within(card).getByText('02-07-1984')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Change nominee' });
    expect(link.getAttribute('href')).toBe('/nomineeTransact');
    // Spec 1 section 3 lists the claimant and the witness beside the nominees, even when none.
    const claimant = screen.getByRole('region', { name: 'Claimant' });
    expect(within(claimant).getByText('No claimant is on record.')).toBeInTheDocument();
    const witness = screen.getByRole('region', { name: 'Witness' });
    expect(within(witness).getByText('No witness is on record.')).toBeInTheDocument();
  });

  it('lists the claimant and the witnesses when the profile has them', async () => {
    seedLoggedIn();
    const withPeople = {
      ...profile,
      claimant: [{ name: 'Kiran Verma', relationship: 'Spouse' }],
      witness: [{ name: 'Meera Rao', address: '12 MG Road, Pune' }],
    };
    mockDesk([reply(getProfileDetailCall, { body: envelope(withPeople) })]);
    await renderApp('/profile/nominee');

    const claimant = await screen.findByRole('region', { name: 'Claimant' });
    expect(within(claimant).getByText('Spouse')).toBeInTheDocument();
    expect(within(claimant).getByText('Kiran Verma')).toBeInTheDocument();
    const witness = screen.getByRole('region', { name: 'Witness' });
    expect(within(witness).getByText('Meera Rao')).toBeInTheDocument();
    expect(within(witness).getByText('12 MG Road, Pune')).toBeInTheDocument();
  });

  it('opens the banks-Mandate key and switches tabs in the address', async () => {
    seedLoggedIn();
    mockDesk([reply(getProfileDetailCall, { body: envelope(profile) })]);
    const { router, user } = await renderApp('/profile/banks-Mandate');

    await screen.findByRole('tab', { name: 'Banks & Mandates', selected: true });
    await user.click(screen.getByRole('tab', { name: 'Nominee' }));
    expect(where(router)).toBe('/profile/nominee');
  });

  it('refuses a file that is not a JPG or PNG before uploading it', async () => {
    seedLoggedIn();
    const calls = mockDesk([reply(getProfileDetailCall, { body: envelope(profile) })]);
    await renderApp('/profile');
    await screen.findByText('Upload photo');

    pick(new File(['GIF89a not a photo'], 'me.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toContain(shellMessages.photoType);
    expect(calls.some((c) => c.to === saveDisplayPhotoCall)).toBe(false);
  });

  it('uploads a PNG and shows it; a refusal shows the server message', async () => {
    seedLoggedIn();
    let attempt = 0;
    const calls = mockDesk([
      reply(getProfileDetailCall, { body: envelope(profile) }),
      reply(saveDisplayPhotoCall, () =>
        ++attempt === 1
          ? { status: 400, body: envelope(null, false, shellMessages.photoTooLarge) }
          : {
              body: envelope({
                dpPath: gatewayPrefixUrl(displayPhotoResource, 'a.png?exp=1&sig=s'),
              }),
            },
      ),
    ]);
    await renderApp('/profile');
    await screen.findByText('Upload photo');

    pick(new File([pngBytes], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain(shellMessages.photoTooLarge);

    pick(new File([pngBytes], 'me.png', { type: 'image/png' }));
    const photo = await screen.findByRole('img', { name: 'Display photo of Asha Verma' });
    expect(photo.getAttribute('src')).toBe(
      gatewayPrefixUrl(displayPhotoResource, 'a.png?exp=1&sig=s'),
    );
    const sent = calls.filter((c) => c.to === saveDisplayPhotoCall).at(-1)?.body as {
      photo: string;
    };
    expect(sent.photo.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });

  it('shows the server message with a way to try again when the profile cannot load', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getProfileDetailCall, {
        status: 403,
        body: envelope(null, false, 'Not your account.'),
      }),
    ]);
    await renderApp('/profile');

    expect((await screen.findByRole('alert')).textContent).toContain('Not your account.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
