import {
  applicableNavDate,
  cutOffOf,
  formatCutOff,
  formatDate,
  istClock,
  weekday,
  type CutOffClass,
  type NavSide,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusinessClock } from '../lib/business-clock.js';
import { escapeHtml, sendPage } from './page.js';

export const clockPath = '/cdesk/sandbox/clock';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

const ZClockForm = z.object({
  at: z.string().max(40).default(''),
  reset: z.string().max(10).default(''),
});

/** "DD-MM-YYYY HH:MM" in India time as the instant it names; the time of day defaults to `timeOf`. */
export function parseBusinessTime(text: string, timeOf: Date): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh, mi] = match;
  const day = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
  if (formatDate(new Date(day).toISOString().slice(0, 10)) !== `${dd}-${mm}-${yyyy}`) return null;
  const minutes = hh === undefined ? istClock(timeOf).minutes : Number(hh) * 60 + Number(mi);
  if (hh !== undefined && (Number(hh) > 23 || Number(mi) > 59)) return null;
  const seconds = hh === undefined ? timeOf.getUTCSeconds() : 0;
  return new Date(day + minutes * 60_000 + seconds * 1000 - istOffsetMs);
}

/** "Wednesday 12-08-2026 14:30" in India time. */
export function showBusinessTime(instant: Date): string {
  const { date, minutes } = istClock(instant);
  return `${weekdays[weekday(date)] ?? ''} ${formatDate(date)} ${formatCutOff(minutes)}`;
}

function clockBody(clock: BusinessClock, notice: string): string {
  const now = clock.businessNow();
  const { date, minutes } = istClock(now);
  const day = weekdays[weekday(date)] ?? '';
  const entry = `${formatDate(date)} ${formatCutOff(minutes)}`;
  const rule = (side: NavSide, scheme: CutOffClass) =>
    `the NAV of ${formatDate(applicableNavDate(side, scheme, now))} (cut-off ${formatCutOff(cutOffOf(side, scheme))})`;
  return `<h1>Business clock</h1>
<p>The desk's business date and time in India. Cut-offs, the NAV date of an order, SIP dates and every "as on" date come from it. It runs on at the pace of a real clock from the time set here.</p>
<p class="figure" data-business-time="${now.toISOString()}">${escapeHtml(day)} <span style="white-space:nowrap">${escapeHtml(entry)}</span></p>
<p>An order paid now gets ${rule('PURCHASE', 'OTHER')}; in a liquid or overnight fund ${rule('PURCHASE', 'LIQUID')}.</p>
<p>A redemption or switch placed now gets ${rule('REDEMPTION', 'OTHER')}; from a liquid fund ${rule('REDEMPTION', 'LIQUID')}; from an overnight fund ${rule('REDEMPTION', 'OVERNIGHT')}.</p>
${notice}
<form method="post" action="${clockPath}">
<p><label for="at">Business date and time (DD-MM-YYYY HH:MM, India time)</label><br>
<input id="at" name="at" value="${escapeHtml(entry)}" autocomplete="off"
 style="font-size:18px;padding:8px;min-height:44px;width:16ch;font-variant-numeric:tabular-nums"></p>
<button type="submit">Set the clock</button></form>
<form method="post" action="${clockPath}" style="margin-top:16px">
<input type="hidden" name="reset" value="on">
<button type="submit" style="background:#fff;color:#0b5fff;border:1px solid #0b5fff">Back to ${formatDate(clock.anchorDate)} (SANDBOX_DATE)</button></form>`;
}

/** The sandbox's clock: shows the business date and time, and moves it. */
export function clockSandboxPage(
  sandbox: FastifyInstance,
  clock: BusinessClock,
  /** Wakes the jobs waiting for a NAV or a day, so that they see the new time at once. */
  onMoved: () => Promise<void>,
): void {
  sandbox.get(clockPath, { schema: { hide: true } }, (_request, reply) =>
    sendPage(reply, 'Business clock', clockBody(clock, '')),
  );

  sandbox.post(clockPath, { schema: { hide: true } }, async (request, reply) => {
    const parsed = ZClockForm.safeParse(request.body ?? {});
    const form = parsed.success ? parsed.data : { at: '', reset: '' };
    if (form.reset) {
      await clock.reset();
    } else {
      const instant = parseBusinessTime(form.at, clock.businessNow());
      if (!instant) {
        const problem = `<p role="alert" style="color:#b91c1c">Enter a date and time as DD-MM-YYYY HH:MM, e.g. 12-08-2026 14:30.</p>`;
        return sendPage(reply, 'Business clock', clockBody(clock, problem), 400);
      }
      await clock.set(instant);
    }
    await onMoved();
    const done = `<p class="done" role="status">The clock now reads ${escapeHtml(showBusinessTime(clock.businessNow()))}.</p>`;
    return sendPage(reply, 'Business clock', clockBody(clock, done));
  });
}
