import { messages, sendQueryCall, shellMessages, ZSendQueryRequest } from '@cdesk/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryProblems } from '../src/features/shell/query-problems';
import { deskReplies, envelope, facts, mockGateway, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

describe('send a query', () => {
  it.each([
    { category: 'OTHER', subject: '', message: '' },
    { category: 'OTHER', subject: 'Mail', message: 'Too short' },
    { category: 'OTHER', subject: '  E-mails not reaching me ', message: 'x'.repeat(20) },
    { category: 'OTHER', subject: 's'.repeat(121), message: 'm'.repeat(2001) },
  ] as const)('checks as ZSendQueryRequest does: %o', (input) => {
    const result = ZSendQueryRequest.safeParse(input);
    // The first issue of each field is the one a form shows.
    const schemaProblems: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      schemaProblems[String(issue.path[0])] ??= issue.message;
    }

    expect(queryProblems(input)).toEqual(schemaProblems);
  });

  it('sends the query about undelivered e-mails and shows its reference number', async () => {
    seedLoggedIn();
    const calls = mockGateway([
      ...deskReplies(),
      reply(sendQueryCall, {
        body: envelope(
          {
            referenceNo: 'HQ-2611-0007',
            category: 'PROFILE',
            categoryLabel: 'Profile, bank and nominee',
            subject: 'E-mails are not reaching me',
            message: 'Please use asha.verma@example.in for my statements.',
            status: 'OPEN',
            createdAt: '2026-11-21T10:00:00.000Z',
            updatedAt: '2026-11-21T10:00:00.000Z',
          },
          true,
          shellMessages.queryRegistered('HQ-2611-0007'),
        ),
      }),
    ]);
    const { user } = await renderApp('/help-and-support/send-query?topic=email');

    expect(await screen.findByDisplayValue('E-mails are not reaching me')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send query' }));
    expect(screen.getByText(shellMessages.queryMessageEmpty)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Message'),
      'Please use asha.verma@example.in for my statements.',
    );
    await user.click(screen.getByRole('button', { name: 'Send query' }));

    expect(
      await screen.findByText(shellMessages.queryRegistered('HQ-2611-0007')),
    ).toBeInTheDocument();
    expect(screen.getByText('HQ-2611-0007')).toBeInTheDocument();
    expect(calls.find((call) => call.to === sendQueryCall)?.body).toEqual({
      category: 'PROFILE',
      subject: 'E-mails are not reaching me',
      message: 'Please use asha.verma@example.in for my statements.',
    });
  });

  it('keeps what was typed when the server refuses with STEPS_PENDING', async () => {
    seedLoggedIn();
    mockGateway([
      ...deskReplies(facts({ emailVerified: 'N' })),
      reply(sendQueryCall, {
        status: 403,
        body: envelope(null, false, messages.stepsPending, 'STEPS_PENDING'),
      }),
    ]);
    const { user, router } = await renderApp('/help-and-support/send-query?topic=email');
    const message = 'Please use asha.verma@example.in for my statements.';

    await user.type(await screen.findByLabelText('Message'), message);
    await user.click(screen.getByRole('button', { name: 'Send query' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.stepsPending);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(message);
    expect(router.state.location.pathname).toBe('/help-and-support/send-query');
  });
});
