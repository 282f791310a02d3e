import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import { CATALOGUES } from './i18n/catalogues';

/** Every English string of the app, as a pattern: a placeholder ("Pair round {{round}}") stands for any words. */
function englishStrings(): RegExp[] {
  const out: RegExp[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      const escaped = node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
      out.push(new RegExp(`^${escaped}$`, 'i'));
    } else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value);
  };
  walk(CATALOGUES.en);
  return out;
}

describe('the README’s walkthrough', () => {
  const start = readme.indexOf('**Running a Swiss event, step by step**');
  const end = readme.indexOf('The pages:', start);
  const steps = readme.slice(start, end);
  // The buttons, links and sections it tells the organiser to press, in bold: "Organiser console → New event" is two.
  const named = [...steps.matchAll(/\*\*(.+?)\*\*/gs)]
    .slice(1)
    .flatMap((m) => m[1].split('→'))
    .map((s) => s.replace(/\s+/g, ' ').trim());

  it('is found, and names what to press', () => {
    expect(start).toBeGreaterThan(0);
    expect(named).toContain('Sign up');
    expect(named.length).toBeGreaterThan(15);
  });

  it('names only buttons, links and sections the app shows, in its own words', () => {
    const strings = englishStrings();
    expect(named.filter((name) => !strings.some((s) => s.test(name)))).toEqual([]);
  });
});
