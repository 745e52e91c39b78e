import { describe, expect, it } from 'vitest';
import {
  clampHelpText,
  helpFilesOf,
  searchModules,
  shortFileName,
  type TSearchModule,
} from '../src/index.js';

const item = (
  displayName: string,
  keywords: string[],
  moduleName = displayName,
): TSearchModule => ({
  displayName,
  moduleName,
  url: `/m/${displayName.length}`,
  keywords,
  helpContent: '',
  file1: '',
  path1: '',
  file2: '',
  path2: '',
  file3: '',
  path3: '',
});

const modules = [
  item('Dashboard', ['home', 'net worth']),
  item('Portfolio', ['holdings', 'xirr']),
  item('Purchase/Buy/SIP', ['start sip', 'lumpsum']),
  item('My Systematic Plans', ['sip', 'stp', 'swp']),
  item('Tax Statement', ['itr'], 'Capital Gain'),
];
const names = (query: string) => searchModules(modules, query).map((m) => m.displayName);

describe('the search box (spec 1 sections 4.5 and 9)', () => {
  it('matches names and keywords whatever the case, in menu order', () => {
    expect(names('SIP')).toEqual(['Purchase/Buy/SIP', 'My Systematic Plans']);
    expect(names('holdings')).toEqual(['Portfolio']);
    expect(names('port')).toEqual(['Portfolio']);
  });

  it('needs every word typed, in any order', () => {
    expect(names('  worth   net ')).toEqual(['Dashboard']);
    expect(names('sip xirr')).toEqual([]);
  });

  it("matches the module's name as well as the name shown", () => {
    expect(names('capital gain')).toEqual(['Tax Statement']);
    expect(names('gain itr')).toEqual(['Tax Statement']);
  });

  it('lists only the help files an item has, in order', () => {
    const withFiles = {
      ...item('Help', []),
      file1: 'Guide',
      path1: '/g.pdf',
      file3: 'FAQ',
      path3: '/f.pdf',
    };
    expect(helpFilesOf(withFiles)).toEqual([
      { name: 'Guide', path: '/g.pdf' },
      { name: 'FAQ', path: '/f.pdf' },
    ]);
    expect(helpFilesOf(item('None', []))).toEqual([]);
  });

  it('matches nothing for an empty or blank search', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('keeps help text of 160 characters whole', () => {
    const text = 'a'.repeat(160);
    expect(clampHelpText(text)).toEqual({ text, clamped: false });
  });

  it('cuts longer help text at the last word that fits, with an ellipsis', () => {
    // 20 words of 8 letters and a space = 180 characters; 17 words (152 characters) fit in 160.
    const text = Array.from({ length: 20 }, () => 'abcdefgh').join(' ');
    const clamped = clampHelpText(text);
    expect(clamped.clamped).toBe(true);
    expect(clamped.text).toBe(`${Array.from({ length: 17 }, () => 'abcdefgh').join(' ')}…`);
    expect(clamped.text.length).toBeLessThanOrEqual(161);
  });

  it('cuts a help text without spaces at exactly 160 characters', () => {
    expect(clampHelpText('x'.repeat(200)).text).toBe(`${'x'.repeat(160)}…`);
  });

  it('cuts file names to eight characters', () => {
    expect(shortFileName('How to start a SIP')).toBe('How to s…');
    expect(shortFileName('Guide')).toBe('Guide');
    expect(shortFileName('12345678')).toBe('12345678');
    expect(shortFileName('Setting up')).toBe('Setting…');
  });
});
