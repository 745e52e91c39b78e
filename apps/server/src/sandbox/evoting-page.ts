import { evotingChoices, formatDate, maskClientId, parseDematAccount } from '@cdesk/domain';
import type { EVotingChoice } from '@cdesk/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxEvotingSession } from '../db/schema.js';
import {
  sandboxEvotingFailure,
  sandboxEvotingPath,
  type EvotingEventView,
  type SandboxEvoting,
} from '../providers/depository/sandbox-evoting.js';
import { escapeHtml, postForm, sendPage } from './page.js';

const votePath = `${sandboxEvotingPath}/vote`;
const finishPath = `${sandboxEvotingPath}/finish`;

const ZPosted = z.object({
  data: z.string().max(4000).default(''),
  sig: z.string().max(200).default(''),
});
const ZPage = z.object({
  ref: z.string().max(40).default(''),
  key: z.string().max(64).default(''),
});
const ZVote = z
  .object({
    ref: z.string().max(40).default(''),
    key: z.string().max(64).default(''),
    evsn: z.string().max(20).default(''),
  })
  .catchall(z.unknown());
const ZFailure = z
  .object({ code: z.string().min(1).max(40), description: z.string().min(1).max(500) })
  .default(sandboxEvotingFailure);

const choiceLabels: Record<EVotingChoice, string> = {
  FOR: 'For',
  AGAINST: 'Against',
  ABSTAIN: 'Abstain',
};

const styles = `<style>main{max-width:760px;margin:32px max(16px, calc(50% - 380px))}
  .event{border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:16px 0}
  .event h2{font-size:18px;margin:0 0 4px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0;font-size:14px}
  dt{color:#475569} dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
  fieldset{border:0;border-top:1px solid #e2e8f0;margin:0;padding:12px 0}
  legend{font-weight:600;padding:0;margin-bottom:4px}
  .kind{color:#475569;font-weight:400}
  .resolution{margin:4px 0 8px;color:#0f172a}
  .choices{display:flex;flex-wrap:wrap;gap:8px 20px}
  .choices label{display:inline-flex;align-items:center;gap:6px;min-height:44px}
  .voted{color:#15803d;font-weight:600;margin:0}
  .problem{color:#b91c1c;font-weight:600}
  .leave{border-top:1px solid #e2e8f0;padding-top:16px;margin-top:24px}
  button.secondary{background:#fff;color:#0b5fff;border:1px solid #0b5fff}</style>`;

const refusals = {
  INVALID: 'This e-voting request is not valid.',
  EXPIRED: 'This e-voting request has expired.',
  USED: 'This e-voting request was already used.',
} as const;

const title = (depository: string) => `${depository} e-Voting`;

function eventHtml(
  event: EvotingEventView,
  fields: { ref: string; key: string },
  recorded: string,
): string {
  const open = event.resolutions.filter((r) => r.vote === null);
  const resolutions = event.resolutions
    .map((r) => {
      const heading = `<legend>Resolution ${r.resolutionNo} <span class="kind">(${escapeHtml(r.kind)} resolution)</span></legend>
        <p class="resolution">${escapeHtml(r.text)}</p>`;
      if (r.vote)
        return `<fieldset>${heading}<p class="voted">Your vote: ${choiceLabels[r.vote.choice]} · cast on ${formatDate(r.vote.votedAt)}</p></fieldset>`;
      const choices = evotingChoices
        .map(
          (choice) =>
            `<label><input type="radio" name="r${r.resolutionNo}" value="${choice}"> ${choiceLabels[choice]}</label>`,
        )
        .join('');
      return `<fieldset>${heading}<div class="choices" role="radiogroup" aria-label="Your vote on resolution ${r.resolutionNo} of ${escapeHtml(event.companyName)}">${choices}</div></fieldset>`;
    })
    .join('');
  const body = `<h2>${escapeHtml(event.companyName)}</h2>
    <dl><dt>EVSN</dt><dd>${escapeHtml(event.evsn)}</dd>
    <dt>ISIN</dt><dd>${escapeHtml(event.isin)}</dd>
    <dt>Meeting</dt><dd>${escapeHtml(event.meetingType)}</dd>
    <dt>Voting period</dt><dd>${formatDate(event.startDate)} to ${formatDate(event.endDate)}</dd>
    <dt>Cut-off date</dt><dd>${formatDate(event.cutOffDate)}</dd>
    <dt>Your shares</dt><dd>${event.shares.toLocaleString('en-IN')}</dd></dl>
    ${recorded}${resolutions}`;
  if (open.length === 0) return `<section class="event">${body}</section>`;
  return `<section class="event">${postForm(
    votePath,
    { ...fields, evsn: event.evsn },
    `${body}<button type="submit">Submit votes</button>`,
  )}</section>`;
}

async function render(
  evoting: SandboxEvoting,
  reply: FastifyReply,
  session: SandboxEvotingSession,
  pageKey: string,
  notice: { evsn: string; html: string } | null,
  status = 200,
): Promise<FastifyReply> {
  const events = await evoting.openEvents(session.dematAccNo);
  const fields = { ref: session.requestReference, key: pageKey };
  const demat = parseDematAccount(session.dematAccNo);
  const account = demat ? `${demat.dpId} ${maskClientId(demat.clientId)}` : '';
  const list =
    events.length === 0
      ? '<p>There are no open e-voting events for the companies whose shares you hold.</p>'
      : events
          .map((e) => eventHtml(e, fields, notice?.evsn === e.evsn ? notice.html : ''))
          .join('');
  return sendPage(
    reply,
    title(session.depository),
    `${styles}<h1>${title(session.depository)}</h1>
    <p>Vote on the resolutions of companies whose shares are in your demat account (${escapeHtml(account)}). Each resolution takes one vote, with all your shares; a vote cannot be changed once cast.</p>
    ${list}
    <div class="leave">${postForm(finishPath, fields, '<button type="submit" class="secondary">Return to Client Desk</button>')}</div>`,
    status,
  );
}

const refuse = (reply: FastifyReply, outcome: keyof typeof refusals, status = 400) =>
  sendPage(
    reply,
    'e-Voting',
    `${styles}<h1 class="problem" role="alert">${refusals[outcome]}</h1>
      <p>The depository accepts an e-voting request from Client Desk once, within five minutes of it being issued. Go back to Client Desk and choose Vote now again.</p>`,
    status,
  );

/** The votes posted, by resolution number. */
function postedChoices(rest: Record<string, unknown>): Map<number, EVotingChoice> {
  const choices = new Map<number, EVotingChoice>();
  for (const [name, value] of Object.entries(rest)) {
    const no = /^r(\d{1,3})$/.exec(name)?.[1];
    const choice = evotingChoices.find((c) => c === value);
    if (no && choice) choices.set(Number(no), choice);
  }
  return choices;
}

/**
 * The depository's e-voting page, in the sandbox (NSDL's or CDSL's, by the demat account): it
 * receives the form the desk posts, checks its signature and expiry, lists the open events of the
 * companies the holder has shares in, records votes once per resolution, and sends the browser
 * back to the desk's /cdesk/evoting with the request's reference.
 */
export function evotingSandboxPages(sandbox: FastifyInstance, evoting: SandboxEvoting): void {
  sandbox.post(sandboxEvotingPath, { schema: { hide: true } }, async (request, reply) => {
    const posted = ZPosted.safeParse(request.body ?? {});
    const arrival = posted.success
      ? await evoting.receive(posted.data)
      : ({ outcome: 'INVALID' } as const);
    if (arrival.outcome === 'FAILED') return reply.redirect(arrival.returnTo, 303);
    if (arrival.outcome !== 'OPENED') return refuse(reply, arrival.outcome);
    return render(evoting, reply, arrival.session, arrival.pageKey, null);
  });

  sandbox.get(sandboxEvotingPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZPage.safeParse(request.query ?? {});
    const page = parsed.success ? parsed.data : { ref: '', key: '' };
    const session = await evoting.openSession(page.ref, page.key);
    if (!session) return refuse(reply, 'INVALID', 404);
    return render(evoting, reply, session, page.key, null);
  });

  sandbox.post(votePath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZVote.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 'INVALID');
    const { ref, key, evsn, ...rest } = parsed.data;
    const session = await evoting.openSession(ref, key);
    if (!session) return refuse(reply, 'INVALID', 404);
    const choices = postedChoices(rest);
    if (choices.size === 0)
      return render(
        evoting,
        reply,
        session,
        key,
        {
          evsn,
          html: '<p class="problem" role="alert">Choose For, Against or Abstain on at least one resolution.</p>',
        },
        400,
      );
    const recorded = await evoting.vote(session, evsn, choices);
    return render(evoting, reply, session, key, {
      evsn,
      html:
        recorded > 0
          ? `<p class="voted" role="status">${recorded === 1 ? 'Your vote was' : `Your ${recorded} votes were`} recorded.</p>`
          : '<p class="problem" role="alert">No vote was recorded: this event is closed or you have already voted.</p>',
    });
  });

  sandbox.post(finishPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZPage.safeParse(request.body ?? {});
    const session = parsed.success
      ? await evoting.openSession(parsed.data.ref, parsed.data.key)
      : undefined;
    if (!session) return refuse(reply, 'INVALID', 404);
    return reply.redirect(await evoting.finish(session), 303);
  });

  // Makes the next e-voting request fail at the depository, with an error code and description.
  sandbox.post(`${sandboxEvotingPath}/fail-next`, { schema: { hide: true } }, async (request) => {
    const parsed = ZFailure.safeParse(request.body ?? undefined);
    evoting.failNext(parsed.success ? parsed.data : sandboxEvotingFailure);
    return { ok: true };
  });
}
