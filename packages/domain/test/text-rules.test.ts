import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findTextIssue,
  gatewayCalls,
  hasUnsafeCharacters,
  sendQueryCall,
  textIssueMessage,
  textLimits,
  textPolicyOf,
  ZAuthenticateRequest,
  ZSendQueryRequest,
} from '../src/index.js';

const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];

const isControlOrBreak = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

describe('the text rule that every request string is held to', () => {
  it('refuses NUL and every other control character, in one line or many', () => {
    for (const c of controls) {
      expect(hasUnsafeCharacters(`Asha${c}Verma`), JSON.stringify(c)).toBe(true);
      expect(hasUnsafeCharacters(`Asha${c}Verma`, 'multiline'), JSON.stringify(c)).toBe(true);
    }
  });

  it('takes tabs and line breaks only in multi-line text', () => {
    for (const c of ['\t', '\n', '\r\n', '\u2028']) {
      expect(hasUnsafeCharacters(`line one${c}line two`), JSON.stringify(c)).toBe(true);
    }
    for (const c of ['\t', '\n', '\r\n']) {
      expect(hasUnsafeCharacters(`line one${c}line two`, 'multiline'), JSON.stringify(c)).toBe(
        false,
      );
    }
  });

  it('refuses half a surrogate pair and takes whole ones', () => {
    expect(hasUnsafeCharacters('\ud83d')).toBe(true);
    expect(hasUnsafeCharacters('x\ude00y')).toBe(true);
    expect(hasUnsafeCharacters('Namaste 🙏')).toBe(false);
  });

  it('takes ordinary text in any script', () => {
    for (const text of ['Asha Verma', 'आशा वर्मा', '13, Shanti Nagar, Pune 411001', '₹5,000.00', ''])
      expect(hasUnsafeCharacters(text), text).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = [...text].filter((c) => !isControlOrBreak(c.codePointAt(0) ?? 0)).join('');
        expect(hasUnsafeCharacters(clean)).toBe(false);
      }),
    );
  });

  it('finds the first bad string anywhere in a body, and names its field', () => {
    const body = { loginId: '5000001', items: [{ ccode: 'A' }, { ccode: 'B\u0000' }] };
    expect(findTextIssue(body)).toEqual({ field: 'items.1.ccode', problem: 'characters' });
    expect(findTextIssue({ ['bad\u0000key']: 'x' })).toEqual({
      field: 'Request',
      problem: 'characters',
    });
    expect(findTextIssue('\u0000')).toEqual({ field: 'Request', problem: 'characters' });
    expect(findTextIssue({ a: 1, b: true, c: null, d: ['ok'] })).toBeUndefined();
    expect(textIssueMessage({ field: 'loginId', problem: 'characters' })).toBe(
      'loginId contains characters that are not allowed. Please remove them and try again.',
    );
  });

  it('bounds every string its contract leaves unbounded, and leaves declared lengths to the contract', () => {
    const long = 'a'.repeat(textLimits.line + 1);
    expect(findTextIssue({ note: long })).toEqual({ field: 'note', problem: 'length' });
    expect(findTextIssue({ note: 'a'.repeat(textLimits.line) })).toBeUndefined();
    expect(findTextIssue({ [long]: 'x' })).toEqual({ field: long, problem: 'length' });
    const policy = { multiline: new Set<string>(), maxLength: new Map([['photo', 5000]]) };
    expect(findTextIssue({ photo: 'a'.repeat(50_000) }, policy)).toBeUndefined();
    expect(findTextIssue({ photo: 'a\u0000' }, policy)?.problem).toBe('characters');
  });

  it("reads a contract's multi-line fields and lengths from its schema", () => {
    const query = textPolicyOf(ZSendQueryRequest);
    expect([...query.multiline]).toEqual(['message']);
    expect(query.maxLength.get('subject')).toBe(120);
    const text = 'My SIP did not start.\nPlease check the mandate.';
    const body = { category: 'SYSTEMATIC', subject: 'SIP not started', message: text };
    expect(findTextIssue(body, query)).toBeUndefined();
    expect(findTextIssue({ ...body, subject: 'SIP\nnot started' }, query)).toEqual({
      field: 'subject',
      problem: 'characters',
    });
    expect(textPolicyOf(ZAuthenticateRequest).multiline.size).toBe(0);
    expect(textPolicyOf('not a schema').multiline.size).toBe(0);
  });

  it('lets line breaks into no call but the help query', () => {
    const withLines = gatewayCalls.filter((call) => textPolicyOf(call.request).multiline.size > 0);
    expect(withLines).toEqual([sendQueryCall]);
  });

  it('holds contract fields to the rule in forms too', () => {
    expect(
      ZAuthenticateRequest.safeParse({ loginId: '50\u000000001', password: 'x' }).success,
    ).toBe(false);
    expect(ZAuthenticateRequest.safeParse({ loginId: '5000001', password: 'x' }).success).toBe(
      true,
    );
    const query = {
      category: 'SYSTEMATIC',
      subject: 'SIP not started',
      message: 'My SIP did not start.\nPlease check the mandate.',
    };
    expect(ZSendQueryRequest.safeParse(query).success).toBe(true);
    const nul = { ...query, message: 'My SIP did not start.\u0000 Please check the mandate.' };
    expect(ZSendQueryRequest.safeParse(nul).success).toBe(false);
  });
});
