import { formatPaise } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import { accounts, sipRegistrations, stpRegistrations, swpRegistrations } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { PartnerPlacements } from '../modules/authorise/index.js';
import type { PaymentChoice } from '../modules/checkout/index.js';
import type { PartnerMandates } from '../modules/mandates/index.js';
import type { PortfolioService } from '../modules/portfolio/index.js';
import type { SchemeService } from '../modules/schemes/index.js';

/** What the partner's sandbox desk reads and places through. */
export interface PartnerPageDeps {
  db: Db;
  placements: PartnerPlacements;
  partnerMandates: PartnerMandates;
  schemes: SchemeService;
  portfolio: PortfolioService;
  choice: PaymentChoice;
}

/** What the partner desk shows of one client. */
export interface ClientView {
  njAcNo: string;
  name: string;
  banks: { value: string; label: string }[];
  /** The registered banks a mandate may be asked for on. */
  mandateBanks: { id: number; label: string }[];
  holdings: { folioNo: string; schemeCode: number; schemeName: string; units: string }[];
  plans: { kind: string; id: number; schemeName: string; amount: string; status: string }[];
  recent: Awaited<ReturnType<PartnerPlacements['recent']>>;
}

/** The client's registered banks a payment may come from, once each. */
async function paymentBanks(
  deps: PartnerPageDeps,
  accountId: number,
): Promise<ClientView['banks']> {
  const banks = (await deps.choice.paymentModeWiseBanks(accountId)).payModeList.flatMap(
    (m) => m.bankList,
  );
  const uniqueBanks = new Map(
    banks.map((b) => [
      `${b.bankCode}~${b.bankAccNo}`,
      { value: `${b.bankCode}~${b.bankAccNo}`, label: `${b.bankName} ${b.bankAccMak}` },
    ]),
  );
  return [...uniqueBanks.values()];
}

/** Units held per folio and scheme, leaving out the emptied ones. */
async function holdingsOf(
  deps: PartnerPageDeps,
  accountId: number,
): Promise<ClientView['holdings']> {
  const units = new Map<string, { folioNo: string; schemeCode: number; units: number }>();
  for (const m of await deps.portfolio.movements(accountId)) {
    const key = `${m.folioNo}~${m.schemeCode}`;
    const entry = units.get(key) ?? { folioNo: m.folioNo, schemeCode: m.schemeCode, units: 0 };
    entry.units += (m.flow === 'OUT' ? -1 : 1) * Number(m.units);
    units.set(key, entry);
  }
  const holdings = [];
  for (const h of units.values()) {
    if (h.units <= 0.0005) continue;
    const view = await deps.schemes.get(h.schemeCode);
    holdings.push({ ...h, schemeName: view?.name ?? '', units: h.units.toFixed(3) });
  }
  return holdings;
}

/** The client's SIPs, SWPs and STPs, in that order. */
async function plansOf(deps: PartnerPageDeps, accountId: number): Promise<ClientView['plans']> {
  const name = async (code: number) => (await deps.schemes.get(code))?.name ?? String(code);
  const plans: ClientView['plans'] = [];
  const add = async (
    kind: string,
    p: { id: number; amountPaise: bigint; status: string },
    schemeName: string,
  ) =>
    plans.push({
      kind,
      id: p.id,
      schemeName,
      amount: formatPaise(p.amountPaise),
      status: p.status,
    });
  for (const p of await deps.db
    .select()
    .from(sipRegistrations)
    .where(eq(sipRegistrations.accountId, accountId)))
    await add('SIP', p, await name(p.schemeCode));
  for (const p of await deps.db
    .select()
    .from(swpRegistrations)
    .where(eq(swpRegistrations.accountId, accountId)))
    await add('SWP', p, await name(p.schemeCode));
  for (const p of await deps.db
    .select()
    .from(stpRegistrations)
    .where(eq(stpRegistrations.accountId, accountId)))
    await add('STP', p, `${await name(p.schemeCode)} to ${await name(p.toSchemeCode)}`);
  return plans;
}

/** One client as the partner desk shows it, or null when there is no such client. */
export async function clientView(
  deps: PartnerPageDeps,
  njAcNo: string,
): Promise<ClientView | null> {
  const [account] = await deps.db
    .select({ id: accounts.id, njAcNo: accounts.njAcNo, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.njAcNo, njAcNo));
  if (!account) return null;
  const banks = await paymentBanks(deps, account.id);
  const holdings = await holdingsOf(deps, account.id);
  const plans = await plansOf(deps, account.id);
  return {
    njAcNo: account.njAcNo,
    name: account.name,
    banks,
    mandateBanks: (await deps.choice.banks(account.id)).map((b) => ({
      id: b.id,
      label: `${b.bankName} XXXX${b.bankAccNo.slice(-4)}${b.mandateNo ? ` (mandate ${b.mandateNo})` : ''}`,
    })),
    holdings,
    plans,
    recent: await deps.placements.recent(account.njAcNo),
  };
}
