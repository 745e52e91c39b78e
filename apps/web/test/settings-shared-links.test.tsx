import { revokeTrustedLinkCall, trustedLinksCall } from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const active = {
  linkId: 7,
  reportType: 'DEMAT_HOLDING',
  acCode: 'AC5000001',
  createdAt: '2026-11-26T06:00:00.000Z',
  validUntil: '2026-12-03T06:00:00.000Z',
  revokedAt: null,
  status: 'ACTIVE',
} as const;
const expired = {
  linkId: 3,
  reportType: 'MF_HOLDING',
  acCode: 'AC5000001',
  createdAt: '2026-11-10T06:00:00.000Z',
  validUntil: '2026-11-17T06:00:00.000Z',
  revokedAt: null,
  status: 'EXPIRED',
} as const;

describe('settings: shared links', () => {
  it('says plainly when nothing has been shared', async () => {
    seedLoggedIn();
    mockDesk([reply(trustedLinksCall, { body: envelope({ links: [] }) })]);
    await renderApp('/settings?tab=shared-links');
    expect(await screen.findByText(/You have not shared any links yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('lists each link with its kind, dates and status, and revokes an active one after a confirm', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(trustedLinksCall, { body: envelope({ links: [active, expired] }) }),
      reply(revokeTrustedLinkCall, {
        body: envelope({ ...active, status: 'REVOKED', revokedAt: '2026-11-27T06:00:00.000Z' }),
      }),
    ]);
    const { user } = await renderApp('/settings?tab=shared-links');
    const list = await screen.findByRole('list', { name: 'Shared links' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Demat holding statement');
    expect(first!.textContent).toContain('Shared on 26-11-2026');
    expect(first!.textContent).toContain('Expires on 03-12-2026');
    expect(first!.textContent).toContain('Active');
    expect(second!.textContent).toContain('Mutual fund holding statement');
    expect(second!.textContent).toContain('Expired on 17-11-2026');
    // Only the active link can be revoked.
    expect(screen.getAllByRole('button', { name: /^Revoke the link/ })).toHaveLength(1);

    await user.click(within(first!).getByRole('button', { name: /^Revoke the link/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('will no longer be able to open it');
    // No is a way out: nothing is revoked.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.some((call) => call.to === revokeTrustedLinkCall)).toBe(false);

    await user.click(within(first!).getByRole('button', { name: /^Revoke the link/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, proceed' }),
    );
    await waitFor(() => expect(first!.textContent).toContain('Revoked on 27-11-2026'));
    expect(calls.find((call) => call.to === revokeTrustedLinkCall)?.body).toEqual({ linkId: 7 });
    expect(screen.queryByRole('button', { name: /^Revoke the link/ })).toBeNull();
    expect(screen.getByText(/no longer opens/)).toBeInTheDocument();
  });
});
