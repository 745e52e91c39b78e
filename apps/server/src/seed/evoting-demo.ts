import { addDays, istDate } from '@cdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sandboxEvotingEvents, sandboxEvotingResolutions } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { dematDemo } from './demat-demo.js';

interface EventSeed {
  isin: string;
  meetingType: string;
  /** Days from the seeding's business date: the record date, and the voting period. */
  cutOff: number;
  start: number;
  end: number;
  resolutions: (fy: FinancialYear) => [kind: 'Ordinary' | 'Special', text: string][];
}

interface FinancialYear {
  /** e.g. 2026 for the year ended 31 March 2026. */
  endYear: number;
  /** e.g. '2026-27', the year under way. */
  current: string;
}

/** Two open e-voting events of companies in 5000001's demat account (DEMO-DATA.md). */
const events: EventSeed[] = [
  {
    isin: 'INE040A01034',
    meetingType: 'Annual General Meeting (remote e-voting)',
    cutOff: -9,
    start: -2,
    end: 12,
    resolutions: ({ endYear }) => [
      [
        'Ordinary',
        `To receive, consider and adopt the audited standalone and consolidated financial statements of the Bank for the financial year ended 31 March ${endYear}, together with the reports of the Board of Directors and the Auditors thereon.`,
      ],
      [
        'Ordinary',
        `To declare a dividend on equity shares for the financial year ended 31 March ${endYear}.`,
      ],
      [
        'Ordinary',
        'To appoint a Director in place of a Non-Executive Director who retires by rotation and, being eligible, offers himself for re-appointment.',
      ],
    ],
  },
  {
    isin: 'INE002A01018',
    meetingType: 'Postal Ballot',
    cutOff: -6,
    start: -3,
    end: 26,
    resolutions: ({ current }) => [
      [
        'Special',
        'To re-appoint an Independent Director of the Company for a second term of five consecutive years.',
      ],
      [
        'Ordinary',
        `To approve material related party transactions of the Company with its subsidiaries for the financial year ${current}.`,
      ],
    ],
  },
];

function financialYear(today: string): FinancialYear {
  const year = Number(today.slice(0, 4));
  const startYear = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return {
    endYear: startYear,
    current: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}

/**
 * Seeds the sandbox depository's open e-voting events, around the business date of the seeding:
 * each of a company whose shares 5000001 holds, with its real name and ISIN and an EVSN made of
 * the period's first day and a serial. A database that has events is left as it is.
 */
export async function seedEvotingEvents(db: Db, clock: Clock): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(sandboxEvotingEvents);
  if ((existing?.n ?? 0) > 0) return 0;
  const today = istDate(clock.businessNow());
  const fy = financialYear(today);
  await db.transaction(async (tx) => {
    for (const [i, seed] of events.entries()) {
      const holding = dematDemo.holdings.find((h) => h.isin === seed.isin);
      if (!holding) throw new Error(`No demo demat holding of ${seed.isin}`);
      const startDate = addDays(today, seed.start);
      const evsn = `${startDate.slice(2).replaceAll('-', '')}${String(101 + i)}`;
      await tx.insert(sandboxEvotingEvents).values({
        evsn,
        isin: seed.isin,
        companyName: holding.companyName,
        meetingType: seed.meetingType,
        cutOffDate: addDays(today, seed.cutOff),
        startDate,
        endDate: addDays(today, seed.end),
      });
      await tx.insert(sandboxEvotingResolutions).values(
        seed.resolutions(fy).map(([kind, text], n) => ({
          evsn,
          resolutionNo: n + 1,
          kind,
          text,
        })),
      );
    }
  });
  return events.length;
}
