import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { Board } from './Board';
import { battle, organiser } from './testing';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  [en, pl] = await Promise.all([createI18n('en'), createI18n('pl')]);
});

/** The board's markup as the server would render it (no browser here: the structure, not the layout, is checked). */
function render(state: unknown, viewerSide: string | null, i18n = en): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Board state={state} viewerSide={viewerSide} players={[]} />
    </I18nextProvider>,
  ).replace(/&#x27;/g, "'");
}

/** The text of the list with this accessible name, tags stripped. */
function list(html: string, label: string): string[] {
  const body = new RegExp(`<ul[^>]*aria-label="${label}"[^>]*>(.*?)</ul>`).exec(html)?.[1] ?? '';
  return [...body.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
}

describe('the Konwój board', () => {
  it('is a section named for the game, with the five cities as regions named by number and name', () => {
    const html = render(battle(), 'moloch');
    expect(html).toMatch(/^<section class="konwoj" aria-label="Konwój board">/);
    const cities = [...html.matchAll(/<section class="konwoj-city[^"]*" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(cities).toEqual([
      'City 1: Ziggy One',
      'City 2: Iron Gate',
      'City 3: Cleveland Harbour',
      'City 4: Jersey Crust',
      'City 5: New York',
    ]);
    expect(render(battle(), 'moloch', pl)).toContain('aria-label="Miasto 5: Nowy Jork"');
  });

  it('lists the reader’s own hand with names and ids, and counts the opponent’s and the decks', () => {
    const html = render(battle(), 'moloch');
    expect(list(html, 'Your hand')).toEqual(['Destruction Module · M28Module, +3 strength', 'Net Module · M23Module']);
    expect(html).toContain("Outpost's hand: 8 cards");
    expect(html).toContain('Deck: 21 cards');
    expect(html).toContain('Deck: 16 cards');
    expect(html).not.toContain('aria-label="Outpost\'s hand"');
  });

  it('shows the organiser both hands, which the organiser’s view holds', () => {
    const html = render(organiser(), null);
    expect(list(html, "Outpost's hand")).toHaveLength(8);
    expect(list(html, "Moloch's hand")).toHaveLength(2);
  });

  it('draws an empty board for a state it cannot read', () => {
    expect(render('nonsense', null)).toBe('<section class="konwoj" aria-label="Konwój board"></section>');
    expect(render({ hands: 'x', cities: 5 }, 'moloch')).toContain('Konwój board');
  });
});
