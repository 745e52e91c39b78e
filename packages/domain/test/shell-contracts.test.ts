import { describe, expect, it } from 'vitest';
import {
  helpQueryCategories,
  helpQueryCategoryLabel,
  shellMessages,
  ZBannerDetailRequest,
  ZGetPrimaryMenuRequest,
  ZMarkNotificationReadRequest,
  ZSearchBoxRequest,
  ZSendQueryRequest,
} from '../src/index.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shell contracts', () => {
  it("reads an offer link's BI and t as the link carries them, and refuses what is no offer", () => {
    expect(ZBannerDetailRequest.parse({ BI: ' 101 ', t: ' NFO ' })).toEqual({ BI: 101, t: 'NFO' });
    expect(ZBannerDetailRequest.parse({ BI: 103, t: 'SIP' })).toEqual({ BI: 103, t: 'SIP' });
    for (const BI of ['', '0', '-1', '1.5', '1e3', 'OFFER-42', '1234567890', null]) {
      expect(firstMessage(ZBannerDetailRequest.safeParse({ BI, t: 'NFO' }))).toBe(
        shellMessages.bannerIdInvalid,
      );
    }
    for (const t of ['', 'N F O', '<script>', 'x'.repeat(21), 7]) {
      expect(firstMessage(ZBannerDetailRequest.safeParse({ BI: '101', t }))).toBe(
        shellMessages.bannerTypeInvalid,
      );
    }
  });

  it('takes the search box constants of spec 1 section 9 and nothing else', () => {
    const good = { projectId: 584, needSearchBoxData: 'yes', projectName: 'cdesk' };
    expect(ZSearchBoxRequest.parse({ ...good, extra: 1 })).toEqual(good);
    expect(firstMessage(ZSearchBoxRequest.safeParse({ ...good, projectId: 585 }))).toBe(
      'Search project should be valid.',
    );
    expect(ZSearchBoxRequest.safeParse({ ...good, projectId: '584' }).success).toBe(false);
    expect(ZSearchBoxRequest.safeParse({ ...good, needSearchBoxData: 'no' }).success).toBe(false);
    expect(ZSearchBoxRequest.safeParse({ ...good, projectName: 'CDESK' }).success).toBe(false);
  });

  it('needs the wealth account number for the menu fallback', () => {
    expect(ZGetPrimaryMenuRequest.parse({ njac_no: ' 5000001 ' })).toEqual({
      loginid: '',
      njac_no: '5000001',
    });
    expect(ZGetPrimaryMenuRequest.safeParse({ loginid: 'asha.verma' }).success).toBe(false);
  });

  it('checks a help query field by field, with a message for each', () => {
    const good = {
      category: 'SYSTEMATIC',
      subject: 'SIP instalment not debited',
      message: 'My SIP instalment for November was not debited from my bank account.',
    };
    expect(ZSendQueryRequest.safeParse(good).success).toBe(true);
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, category: 'BOGUS' }))).toBe(
      'Please choose a category.',
    );
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, subject: '   ' }))).toBe(
      'Subject cannot be empty.',
    );
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, subject: 'SIP' }))).toBe(
      'Subject must be at least 5 characters.',
    );
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, subject: 'x'.repeat(121) }))).toBe(
      'Subject must be at most 120 characters.',
    );
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, message: 'Help' }))).toBe(
      'Message must be at least 20 characters.',
    );
    expect(firstMessage(ZSendQueryRequest.safeParse({ ...good, message: 'x'.repeat(2001) }))).toBe(
      'Message must be at most 2000 characters.',
    );
  });

  it('labels every help category, and falls back to the code', () => {
    for (const { code, label } of helpQueryCategories)
      expect(helpQueryCategoryLabel(code)).toBe(label);
    expect(helpQueryCategoryLabel('UNKNOWN')).toBe('UNKNOWN');
  });

  it('takes a positive notification id only', () => {
    expect(ZMarkNotificationReadRequest.safeParse({ id: 3 }).success).toBe(true);
    for (const id of [0, -1, 1.5, '3', 2 ** 60]) {
      expect(ZMarkNotificationReadRequest.safeParse({ id }).success).toBe(false);
    }
  });
});
