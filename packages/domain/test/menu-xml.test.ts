import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMenuTree, MenuXmlError, menuToXml, parseMenuXml, ZPrimaryMenu } from '../src/index.js';
import { fixtureTree } from './menu-fixture.js';

const flag = fc.constantFrom('0' as const, '1' as const);
// XML 1.0 cannot carry most control characters, and a menu never holds them.
const text = fc.string({ maxLength: 30, unit: 'grapheme' }).map((s) =>
  [...s]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (
        (code >= 0x20 || code === 9 || code === 10 || code === 13) &&
        code !== 0xfffe &&
        code !== 0xffff
      );
    })
    .join(''),
);
const item4 = fc.record({
  MENU_ID4: text,
  MENU_NAME4: text,
  URL4: text,
  IS_ACTIVE4: flag,
  ACCESS4: text,
});
const item3 = fc.record({
  MENU_ID3: text,
  MENU_NAME3: text,
  URL3: text,
  IS_ACTIVE3: flag,
  ACCESS3: text,
  MODULE4: fc.array(item4, { maxLength: 2 }),
});
const item2 = fc.record({
  MENU_ID2: text,
  MENU_NAME2: text,
  URL2: text,
  IS_IN_PRIMARY2: flag,
  IS_ACTIVE2: flag,
  ACCESS2: text,
  MODULE3: fc.array(item3, { maxLength: 2 }),
});
const item1 = fc.record({
  MENU_ID1: text,
  MENU_NAME1: text,
  URL1: text,
  IS_IN_PRIMARY1: flag,
  IS_ACTIVE1: flag,
  ACCESS1: text,
  MODULE2: fc.array(item2, { maxLength: 3 }),
});

describe('primaryMenu.xml', () => {
  it('writes the numbered fields of each level, children as repeated MODULE elements', () => {
    const xml = menuToXml(fixtureTree);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<MENU>')).toBe(true);
    expect(xml).toContain('<MENU_NAME1>Transact</MENU_NAME1>');
    expect(xml).toContain('<MENU_NAME3>Purchase/Buy/SIP</MENU_NAME3>');
    expect(xml).toContain('<MENU_NAME2>help &amp; support</MENU_NAME2>');
    expect(xml).toContain('<URL4>/report/mutual-funds/capital-gain/summary</URL4>');
    expect(xml.match(/<MODULE1>/g)).toHaveLength(fixtureTree.length);
  });

  it('reads back exactly the tree it wrote', () => {
    expect(parseMenuXml(menuToXml(fixtureTree))).toEqual(fixtureTree);
  });

  it('round-trips any tree, whatever characters its names hold', () => {
    fc.assert(
      fc.property(fc.array(item1, { maxLength: 4 }), (tree) => {
        expect(parseMenuXml(menuToXml(tree))).toEqual(tree);
      }),
      { numRuns: 200 },
    );
  });

  it('reads comments, CDATA, character references and self-closed empty fields', () => {
    const xml = `<?xml version="1.0"?>
      <!-- the desk menu -->
      <MENU>
        <MODULE1>
          <MENU_ID1>1</MENU_ID1><MENU_NAME1><![CDATA[Goals & Needs]]></MENU_NAME1>
          <URL1/><IS_IN_PRIMARY1>1</IS_IN_PRIMARY1><IS_ACTIVE1>1</IS_ACTIVE1>
          <ACCESS1>&#90;&#x50;</ACCESS1>
        </MODULE1>
      </MENU>`;
    expect(parseMenuXml(xml)).toEqual([
      {
        MENU_ID1: '1',
        MENU_NAME1: 'Goals & Needs',
        URL1: '',
        IS_IN_PRIMARY1: '1',
        IS_ACTIVE1: '1',
        ACCESS1: 'ZP',
        MODULE2: [],
      },
    ]);
  });

  it.each([
    ['a DOCTYPE (entity expansion)', '<!DOCTYPE x [<!ENTITY a "b">]><MENU></MENU>'],
    ['another root', '<ITEMS></ITEMS>'],
    ['an unclosed element', '<MENU><MODULE1>'],
    ['crossed elements', '<MENU><MODULE1></MENU></MODULE1>'],
    ['two roots', '<MENU></MENU><MENU></MENU>'],
    ['a missing field', '<MENU><MODULE1><MENU_ID1>1</MENU_ID1></MODULE1></MENU>'],
    [
      'a bad flag',
      menuToXml(fixtureTree).replace('<IS_ACTIVE1>1</IS_ACTIVE1>', '<IS_ACTIVE1>Y</IS_ACTIVE1>'),
    ],
    ['not XML at all', '{"MENU": []}'],
  ])('refuses %s', (_name, xml) => {
    expect(() => parseMenuXml(xml)).toThrow(MenuXmlError);
  });

  it('checks a tree exactly as the contract schema does', () => {
    // A valid tree with one thing changed somewhere in it: a field dropped or replaced by a
    // wrong flag, an over-long text, a number, or a child list that is not one.
    const changes = fc.constantFrom<unknown>(undefined, 'Y', '', '1', 'x'.repeat(201), 7, null, {});
    const mutated = fc
      .tuple(fc.array(item1, { minLength: 1, maxLength: 3 }), changes, fc.nat(), fc.nat())
      .map(([tree, value, pickItem, pickField]) => {
        const items: Record<string, unknown>[] = [];
        const walk = (nodes: Record<string, unknown>[]) =>
          nodes.forEach((node) => {
            items.push(node);
            Object.values(node).forEach((v) => Array.isArray(v) && walk(v));
          });
        walk(tree as unknown as Record<string, unknown>[]);
        const item = items[pickItem % items.length] ?? {};
        const keys = Object.keys(item);
        const key = keys[pickField % keys.length] ?? 'MENU_ID1';
        if (value === undefined) delete item[key];
        else item[key] = value;
        return tree;
      });
    fc.assert(
      fc.property(fc.oneof(fc.array(item1, { maxLength: 3 }), mutated), (tree) => {
        expect(isMenuTree(tree)).toBe(ZPrimaryMenu.safeParse(tree).success);
      }),
      { numRuns: 500 },
    );
  });

  it('reads an empty menu', () => {
    expect(parseMenuXml('<MENU/>')).toEqual([]);
    expect(menuToXml([])).toContain('<MENU>\n</MENU>');
  });
});
