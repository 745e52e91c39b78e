import { describe, expect, it } from 'vitest';
import { ListingIndex } from '../src/modules/schemes/listing-index.js';
import type { ListingRow } from '../src/modules/schemes/repository.js';

function row(schemeCode: number, name: string): ListingRow {
  return {
    schemeCode,
    name,
    amc: 'Alpha Mutual Fund',
    structure: 'Open Ended Schemes',
    category: 'Equity Scheme - Flexi Cap Fund',
    subType: 'Flexi Cap Fund',
    schemeType: 'EQUITY',
    plan: 'DIRECT',
    option: 'GROWTH',
    latestNav: '12.5000',
    latestNavDate: '2026-08-21',
    yearAgoNav: '10.0000',
  };
}

const names = ['Echo', 'Alpha', 'Delta', 'Bravo', 'Charlie'];
const rows = names.map((name, i) => row(100_001 + i, `${name} Flexi Cap Fund`));

describe('the listing index built in slices', () => {
  it('reads every slice in code order and lists all schemes by name', async () => {
    const asked: (number | null)[] = [];
    const index = await ListingIndex.build(async (after, limit) => {
      asked.push(after);
      return rows.filter((r) => after === null || r.schemeCode > after).slice(0, limit);
    }, 2);
    expect(asked).toEqual([null, 100_002, 100_004]);
    expect(index.size).toBe(5);
    const page = index.query({
      isDirectPlan: null,
      selectedSchemeType: '',
      selectedSubType: '',
      selectedAmc: '',
      selectedRisk: '',
      searchKeyword: '',
      pageNo: 1,
      pageSize: 10,
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(page.schemes.map((s) => s.schName.split(' ')[0])).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(page.schemes[0]?.return1y).toBe('25.00');
  });

  it('stops after a slice that comes back short, and builds an empty listing', async () => {
    let calls = 0;
    const index = await ListingIndex.build(async () => {
      calls += 1;
      return [];
    });
    expect(calls).toBe(1);
    expect(index.size).toBe(0);
  });
});
