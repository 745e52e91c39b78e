import sharp from 'sharp';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import type { Clock } from '../../../apps/server/src/lib/clock.js';
import { AuditService } from '../../../apps/server/src/modules/audit/service.js';
import { EsignService } from '../../../apps/server/src/modules/onboarding/form/esign-service.js';
import { OnboardingStore } from '../../../apps/server/src/modules/onboarding/store.js';
import type { FormSectionSource } from '../../../apps/server/src/modules/onboarding/form/part-two-records.js';
import {
  insertApplication,
  upsertLogin,
} from '../../../apps/server/src/modules/onboarding/repository.js';
import type { EsignProvider } from '../../../apps/server/src/providers/esign/port.js';
import type { Row, Scenario } from '../scenario.js';
import { median, percentile, round } from '../stats.js';

const runs = Number(process.env.BENCH_FORM_RUNS ?? 15);
const clock: Clock = { realNow: () => new Date(), businessNow: () => new Date() };
const refNo = 'EW2611280001';

/** A camera-like photo: noisy pixels, so the JPEG weighs what a real one does (about 640 x 480). */
function photo(seed: number) {
  const width = 480;
  const height = 640;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < pixels.length; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 120 + ((x >> 16) % 100);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A drawn signature: a dark stroke on white, as the signature pad saves it (PNG). */
function signature(seed: number) {
  const width = 600;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let px = 20; px < width - 20; px += 1) {
    const py = Math.round(100 + 50 * Math.sin(px / (18 + seed)) * Math.cos(px / 70));
    for (let dy = -2; dy <= 2; dy += 1)
      pixels.fill(30, ((py + dy) * width + px) * 3, ((py + dy) * width + px) * 3 + 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const noEsign: EsignProvider = {
  start: () => Promise.reject(new Error('not used')),
  verifyReturn: () => ({ authentic: false, signed: false }),
};

export const formPdf: Scenario = {
  name: 'form-pdf',
  summary: `generatePdf of a two-holder application with photos and signatures, ${runs} runs, on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}: median time and PDF size.`,
  async run() {
    const database = await openDatabase({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir: 'memory',
    });
    try {
      await database.migrate();
      const db = database.db;
      const store = new OnboardingStore(db, clock);
      const loginId = await upsertLogin(db, 'Mobile', '9812700001', new Date());
      await insertApplication(db, {
        refNo,
        loginId,
        origin: 'CLIENT',
        accountType: 'EW',
        formType: '2',
        holdingMode: 'AS',
        taxStatus: '1',
        screenId: '49',
      });
      const people = {
        F: {
          pan: 'AAAPZ1111A',
          firstName: 'RAJESH',
          middleName: '',
          lastName: 'ZAVERI',
          mobile: '9812700001',
        },
        S: {
          pan: 'AAAPZ2222B',
          firstName: 'SNEHA',
          middleName: 'ANIL',
          lastName: 'ZUTSHI',
          mobile: '9812700002',
        },
      } as const;
      for (const role of ['F', 'S'] as const) {
        await store.upsertHolder(refNo, role, {
          ...people[role],
          dob: '1990-08-15',
          email: `${role}@example.in`,
        });
        await store.setKyc(refNo, role, 'KRA');
        await store.saveStep(refNo, role, 'personal', {
          gender: 'M',
          maritalStatus: 'Married',
          relativeKind: 'F',
          relativeName: 'ANIL ZAVERI',
          occupation: '04',
          annualIncome: '03',
          netWorth: '02',
          netWorthAmount: '750000',
          pep: '1',
        });
        await store.saveStep(refNo, role, 'address', {
          source: 'KRA',
          address: {
            line1: '12 Hill Road',
            line2: 'Bandra West',
            line3: 'Near the station',
            city: 'Mumbai',
            district: 'Mumbai',
            state: 'Maharashtra',
            pincode: '400050',
            country: 'India',
          },
        });
        await store.saveStep(refNo, role, 'fatca', {
          nationality: 'IN',
          placeOfBirth: 'Mumbai',
          countryOfBirth: 'IN',
          taxResidencies: [],
          declaration: 'Y',
        });
        await store.putFile({
          refNo,
          role,
          kind: 'PHOTO',
          docType: 'LIVE_PHOTO',
          fileName: 'photo.jpg',
          mime: 'image/jpeg',
          content: await photo(role === 'F' ? 7 : 11),
        });
        await store.putFile({
          refNo,
          role,
          kind: 'SIGNATURE',
          docType: 'SIGNATURE',
          fileName: 'sign.png',
          mime: 'image/png',
          content: await signature(role === 'F' ? 3 : 5),
        });
      }
      await store.saveStep(refNo, 'F', 'preference', {
        segments: ['MF', 'CM'],
        exchanges: ['1', '2'],
        mfBrokerage: '0.50',
        cmBrokeragePlan: '1',
        gstNo: '',
      });
      await store.saveStep(refNo, 'F', 'nomineeselection', { optIn: false, count: 0 });
      // Stands in for the photo and signature steps' own section until they are wired in.
      const images: FormSectionSource = async (s, ref) =>
        (await s.holders(ref)).map((h) => ({
          title: `Photo and signature: ${h.firstName} ${h.lastName}`,
          rows: [],
          images: [
            {
              label: 'Live photo',
              file: { refNo: ref, role: h.role, kind: 'PHOTO', docType: 'LIVE_PHOTO' },
            },
            {
              label: 'Signature',
              file: { refNo: ref, role: h.role, kind: 'SIGNATURE', docType: 'SIGNATURE' },
            },
          ],
        }));
      const { partOneFormSources } =
        await import('../../../apps/server/src/modules/onboarding/form/form-sections.js');
      const service = new EsignService(
        store,
        clock,
        noEsign,
        new AuditService(db),
        [...partOneFormSources, images],
        'bench-secret-key-bench-secret-key-0123',
      );

      const first = performance.now();
      const made = await service.generatePdf(refNo);
      const firstMs = performance.now() - first;
      const times: number[] = [];
      let size = made.size;
      let pages = made.pages;
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        const again = await service.generatePdf(refNo);
        times.push(performance.now() - started);
        size = again.size;
        pages = again.pages;
      }
      const middle = median(times);
      const p95 = percentile(times, 95);
      const rows: Row[] = [
        { metric: 'generatePdf median', value: `${round(middle, 0)} ms` },
        { metric: 'generatePdf p95', value: `${round(p95, 0)} ms` },
        { metric: 'first call (loads pdf-lib)', value: `${round(firstMs, 0)} ms` },
        { metric: 'PDF size', value: `${round(size / 1024, 0)} KB, ${pages} pages` },
      ];
      return {
        result: { runs, medianMs: middle, p95Ms: p95, firstMs, sizeBytes: size, pages, times },
        rows,
      };
    } finally {
      await database.close();
    }
  },
};
