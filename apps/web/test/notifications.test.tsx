import { getNotificationsCall, markNotificationReadCall, type TNotification } from '@cdesk/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

const older: TNotification = {
  id: 1,
  title: 'SIP instalment processed',
  body: 'Your SIP of ₹5,000.00 was processed.',
  link: '',
  createdAt: '2026-11-18T04:30:00.000Z',
  read: true,
};
const newer: TNotification = {
  id: 2,
  title: 'Transactions waiting for you',
  body: 'Your partner placed 2 transactions that need your authorisation.',
  link: '/transact/authorize/detail',
  createdAt: '2026-11-21T09:15:00.000Z',
  read: false,
};

describe('notifications', () => {
  it('lists the newest first, with the unread one marked and dated DD-MM-YYYY', async () => {
    seedLoggedIn();
    mockDesk([reply(getNotificationsCall, { body: envelope([older, newer]) })]);
    await renderApp('/notifications');

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'UnreadTransactions waiting for you',
      'SIP instalment processed',
    ]);
    expect(within(items[0]!).getByText(/21-11-2026, 02:45 pm/i)).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('marks one as read on the server and on the screen', async () => {
    seedLoggedIn();
    const calls = mockDesk([
      reply(getNotificationsCall, { body: envelope([newer, older]) }),
      reply(markNotificationReadCall, { body: envelope({ ...newer, read: true }) }),
    ]);
    const { user } = await renderApp('/notifications');

    await user.click(
      await screen.findByRole('button', { name: 'Mark "Transactions waiting for you" as read' }),
    );

    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).toBeNull();
    expect(calls.find((call) => call.to === markNotificationReadCall)?.body).toEqual({ id: 2 });
  });

  it('says so when there are none', async () => {
    seedLoggedIn();
    mockDesk([reply(getNotificationsCall, { body: envelope([]) })]);
    await renderApp('/notifications');

    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot load', async () => {
    seedLoggedIn();
    mockDesk([
      reply(getNotificationsCall, {
        status: 500,
        body: envelope(null, false, 'Some Technical problem arise.'),
      }),
    ]);
    await renderApp('/notifications');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Some Technical problem arise.',
    );
  });
});
