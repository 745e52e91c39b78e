import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { partnerLinks, partners, registrationCentres, staffMembers } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { demoPassword } from './demo-data.js';

/** Centres that assist an account opening; the demo partners' branch codes among them. */
export const demoCentres = [
  { code: 'NB101', name: 'Pune Camp Centre', city: 'Pune', state: 'Maharashtra' },
  { code: 'NB202', name: 'Ahmedabad Navrangpura Centre', city: 'Ahmedabad', state: 'Gujarat' },
  { code: 'NB303', name: 'Mumbai Andheri Centre', city: 'Mumbai', state: 'Maharashtra' },
  { code: 'NB404', name: 'Surat Athwa Centre', city: 'Surat', state: 'Gujarat' },
];

/** DEMO-DATA.md: the partner with ARN ARN-999999 is terminated. */
export const terminatedPartner = {
  brcode: 'NB303',
  relationshipHandlerName: 'Mahesh Thakkar',
  relationshipHandlerDesignation: 'Wealth Partner',
  partnerCompName: 'Thakkar Investments',
  arn: 'ARN-999999',
  euin: 'E999999',
  njCode: 'NJ-MUM-0999',
  contactList: [{ mobileNo: '9820099999', emailId: 'mahesh@thakkarinvest.in' }],
  state: 'Maharashtra',
  city: 'Mumbai',
  status: 'TERMINATED',
};

/** Registration links partners have handed out: by partner ARN. */
export const demoPartnerLinks = [
  { refNo: 'PLNK112233', arn: 'ARN-112233' },
  { refNo: 'PLNK999999', arn: 'ARN-999999' },
];

/** DEMO-DATA.md: the employee who reviews account applications. */
export const demoReviewer = { employeeCode: 'E1001', name: 'Kiran Desai' };

/** DEMO-DATA.md: the administrator, who reviews applications too and can unblock staff logins. */
export const demoAdministrator = { employeeCode: 'E9001', name: 'Anita Bose' };

/**
 * Seeds the account-opening demo rows whenever they are missing, so a database seeded before
 * account opening existed gets them too.
 */
export async function seedOnboardingDemo(db: Db): Promise<void> {
  await db.insert(registrationCentres).values(demoCentres).onConflictDoNothing();
  const [existing] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.arn, terminatedPartner.arn));
  if (!existing) await db.insert(partners).values(terminatedPartner);
  for (const link of demoPartnerLinks) {
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.arn, link.arn));
    if (partner)
      await db
        .insert(partnerLinks)
        .values({ refNo: link.refNo, partnerId: partner.id })
        .onConflictDoNothing();
  }
  const staff = [
    { ...demoReviewer, reviewsApplications: true, administersStaff: false },
    { ...demoAdministrator, reviewsApplications: true, administersStaff: true },
  ];
  for (const member of staff) {
    const [existing] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.employeeCode, member.employeeCode));
    if (!existing)
      await db
        .insert(staffMembers)
        .values({ ...member, passwordHash: await hashPassword(demoPassword) })
        .onConflictDoNothing();
  }
}
