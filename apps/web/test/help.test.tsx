import { listQueriesCall } from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp, where } from './render-app';

describe('help and support', () => {
  it('lists the investor’s queries with reference numbers and leads to the send-query form', async () => {
    seedLoggedIn();
    mockDesk([
      reply(listQueriesCall, {
        body: envelope([
          {
            referenceNo: 'HQ-2611-0007',
            category: 'PROFILE',
            categoryLabel: 'Profile, bank and nominee',
            subject: 'E-mails are not reaching me',
            message: 'Please use asha.verma@example.in for my statements.',
            status: 'IN_PROGRESS',
            createdAt: '2026-11-21T10:00:00.000Z',
            updatedAt: '2026-11-21T10:00:00.000Z',
          },
        ]),
      }),
    ]);
    const { user, router } = await renderApp('/help-and-support');

    expect(await screen.findByText('HQ-2611-0007')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('21-11-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Send a query' }));
    await screen.findByRole('heading', { name: 'Send a query', level: 1 });
    expect(where(router)).toBe('/help-and-support/send-query');
  });

  it('says how queries are tracked when there are none', async () => {
    seedLoggedIn();
    mockDesk([reply(listQueriesCall, { body: envelope([]) })]);
    await renderApp('/help-and-support');

    expect(await screen.findByText(/You have not raised any query yet/)).toBeInTheDocument();
    expect(screen.getByText('How do I change my password or PIN?')).toBeInTheDocument();
  });
});
