import { payModes, purchasePayModes } from '@cdesk/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, investorRiskProfiles, registeredBanks } from '../db/schema.js';

/** Registered banks of the demo accounts: two for Asha Verma, one each for the others listed. */
export const demoBanks = [
  {
    njAcNo: '5000001',
    bankCode: 'HDFC',
    bankName: 'HDFC Bank',
    bankAccNo: '50100234567812',
    ifsc: 'HDFC0000123',
    bankType: 'SAVINGS',
    isDefault: true,
    payModes: purchasePayModes,
    mandateNo: 'UMRN-HDFC-5000001',
    mandateMaxPaise: 10_000_000n,
  },
  {
    njAcNo: '5000001',
    bankCode: 'ICIC',
    bankName: 'ICICI Bank',
    bankAccNo: '001201567890',
    ifsc: 'ICIC0000012',
    bankType: 'SAVINGS',
    isDefault: false,
    payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS, payModes.UPI],
    mandateNo: '',
    mandateMaxPaise: 0n,
  },
  {
    njAcNo: '5000013',
    bankCode: 'SBIN',
    bankName: 'State Bank of India',
    bankAccNo: '30123456789',
    ifsc: 'SBIN0001234',
    bankType: 'SAVINGS',
    isDefault: true,
    payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS, payModes.UPI],
    mandateNo: '',
    mandateMaxPaise: 0n,
  },
  {
    njAcNo: '5000011',
    bankCode: 'SBIN',
    bankName: 'State Bank of India',
    bankAccNo: '30987654321',
    ifsc: 'SBIN0000456',
    bankType: 'SAVINGS',
    isDefault: true,
    payModes: purchasePayModes,
    mandateNo: 'UMRN-SBIN-5000011',
    mandateMaxPaise: 5_000_000n,
  },
  {
    njAcNo: '5000015',
    bankCode: 'KKBK',
    bankName: 'Kotak Mahindra Bank',
    bankAccNo: '7412589630',
    ifsc: 'KKBK0001756',
    bankType: 'SAVINGS',
    isDefault: true,
    payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS, payModes.UPI],
    mandateNo: '',
    mandateMaxPaise: 0n,
  },
  {
    njAcNo: '5000016',
    bankCode: 'CNRB',
    bankName: 'Canara Bank',
    bankAccNo: '0612101045678',
    ifsc: 'CNRB0000612',
    bankType: 'SAVINGS',
    isDefault: true,
    payModes: [payModes.NET_BANKING, payModes.NEFT_RTGS, payModes.UPI],
    mandateNo: '',
    mandateMaxPaise: 0n,
  },
] as const;

export const demoRiskProfiles = [
  { njAcNo: '5000001', riskProfileId: 'RP-AGGRESSIVE', riskLevel: 'Very High' },
  { njAcNo: '5000013', riskProfileId: 'RP-MODERATE', riskLevel: 'Moderate' },
] as const;

/** Adds the purchase demo data to accounts that exist and lack it; safe to run at every start. */
export async function seedPurchaseDemoData(db: Db): Promise<void> {
  const numbers = [...new Set(demoBanks.map((b) => b.njAcNo))];
  const rows = await db
    .select({ id: accounts.id, njAcNo: accounts.njAcNo })
    .from(accounts)
    .where(inArray(accounts.njAcNo, numbers));
  const idOf = new Map(rows.map((r) => [r.njAcNo, r.id]));
  const banks = demoBanks.flatMap(({ njAcNo, payModes, ...bank }) => {
    const accountId = idOf.get(njAcNo);
    return accountId ? [{ ...bank, payModes: [...payModes], accountId }] : [];
  });
  if (banks.length > 0) await db.insert(registeredBanks).values(banks).onConflictDoNothing();
  const profiles = demoRiskProfiles.flatMap(({ njAcNo, ...profile }) => {
    const accountId = idOf.get(njAcNo);
    return accountId ? [{ ...profile, accountId }] : [];
  });
  if (profiles.length > 0)
    await db.insert(investorRiskProfiles).values(profiles).onConflictDoNothing();
}
