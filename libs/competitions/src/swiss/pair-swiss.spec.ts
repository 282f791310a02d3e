/**
 * Hand-worked pairings. Costs are those of docs/swiss.md (weights.ts): inside a group of s with
 * h = ⌊s/2⌋, places i < j (0-based) cost (|(j − i) − h| + [same half] × h) × (s − i); a float
 * from f places above the bottom of its group to place t of a lower group of s' costs
 * (f + t) × (s' + 1); the score level is (groups between)².
 */
import type { PairingConstraints, PairingPlayer } from '../types';
import { PairingError, checkPairings, pairSwiss } from './index';

const soft: PairingConstraints = { clubMates: 'soft', avoid: [] };

function player(id: string, score: number, rank: number, more: Partial<PairingPlayer> = {}): PairingPlayer {
  return { id, score, rank, opponents: [], byes: 0, floats: [], club: null, tables: [], ...more };
}

function pairs(players: PairingPlayer[], constraints = soft, round = 2): Array<[string, string | null]> {
  return pairSwiss(players, { round, constraints }).pairings.map((p) => [p.a, p.b]);
}

function explanation(players: PairingPlayer[], a: string, constraints = soft): { reasons: string[]; relaxed: string[] } {
  const found = pairSwiss(players, { round: 2, constraints }).pairings.find((p) => p.a === a);
  if (found === undefined) throw new Error(`no pairing for ${a}`);
  return found.explanation;
}

describe('pairSwiss, four players through a round robin', () => {
  // Round 1: one group of 4, h = 2. 1–3 and 2–4 cost 0; 1–2 + 3–4 costs (1 + 2) × 4 + (1 + 2) × 2
  // (both pairs in the same half) and 1–4 + 2–3 costs 1 × 4 + 1 × 3; so 1–3, 2–4.
  const round1 = [player('p1', 0, 1), player('p2', 0, 2), player('p3', 0, 3), player('p4', 0, 4)];
  // p1 beat p3, p2 beat p4: groups {p1, p2} on 3 and {p3, p4} on 0, each paired inside (cost 0).
  const round2 = [
    player('p1', 3, 1, { opponents: ['p3'], floats: [null] }),
    player('p2', 3, 2, { opponents: ['p4'], floats: [null] }),
    player('p3', 0, 3, { opponents: ['p1'], floats: [null] }),
    player('p4', 0, 4, { opponents: ['p2'], floats: [null] }),
  ];
  // p1 beat p2, p3 beat p4: p1 on 6, p2 and p3 on 3, p4 on 0. The only pairing without a rematch
  // is p1–p4 (score cost 2² = 4) and p2–p3; the rematch level outranks the score level.
  const round3 = [
    player('p1', 6, 1, { opponents: ['p3', 'p2'], floats: [null, null] }),
    player('p2', 3, 2, { opponents: ['p4', 'p1'], floats: [null, null] }),
    player('p3', 3, 3, { opponents: ['p1', 'p4'], floats: [null, null] }),
    player('p4', 0, 4, { opponents: ['p2', 'p3'], floats: [null, null] }),
  ];
  // Everyone has met everyone: every pairing has two rematches, so the score level decides:
  // p1–p2 (both 6) and p3–p4 (both 3) cost 0.
  const round4 = [
    player('p1', 6, 1, { opponents: ['p3', 'p2', 'p4'], floats: [null, null, 'down'] }),
    player('p2', 6, 2, { opponents: ['p4', 'p1', 'p3'], floats: [null, null, null] }),
    player('p3', 3, 3, { opponents: ['p1', 'p4', 'p2'], floats: [null, null, null] }),
    player('p4', 3, 4, { opponents: ['p2', 'p3', 'p1'], floats: [null, null, 'up'] }),
  ];

  it('round 1: top half against bottom half', () => {
    expect(pairs(round1, soft, 1)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
    ]);
    expect(explanation(round1, 'p1').reasons).toEqual([
      'both on 0 points, ranked 1 and 3 of 4 in the group (top half against bottom half)',
    ]);
  });

  it('round 2: winners against winners', () => {
    expect(pairs(round2)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
  });

  it('round 3: a two-group float rather than a rematch', () => {
    expect(pairs(round3)).toEqual([
      ['p1', 'p4'],
      ['p2', 'p3'],
    ]);
    expect(explanation(round3, 'p1')).toEqual({
      reasons: [
        'p1 floated down from 6 to 0 points, past 1 score group: the 6-point group was odd',
        'no nearer opponent for p1 without a rematch, a broken hard constraint or another bye',
        'p4 floated up from 0 to 6 points',
      ],
      relaxed: [],
    });
  });

  it('round 4: rematches when every pairing has them, and said so', () => {
    expect(pairs(round4)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    expect(explanation(round4, 'p1')).toEqual({
      reasons: [
        'both on 6 points, ranked 1 and 2 of 2 in the group (top half against bottom half)',
        'no pairing of every player avoids every rematch',
      ],
      relaxed: ['rematch: p1 and p2 have already met'],
    });
  });
});

describe('pairSwiss, six players in round 1 with club-mates', () => {
  const six = (): PairingPlayer[] => [1, 2, 3, 4, 5, 6].map((i) => player(`p${i}`, 0, i));

  it('keeps soft club-mates apart with the least shift from the Dutch order', () => {
    // Dutch order: 1–4, 2–5, 3–6 (h = 3); p3 and p6 are Ferrets. Without 3–6, the cheapest are
    // 1–4, 2–6, 3–5: 0 + 1 × 5 + 1 × 4 = 9 (the Dutch transposition 4, 6, 5), against
    // 1–3, 2–5, 4–6: (1 + 3) × 6 + 0 + (1 + 3) × 3 = 36 (an exchange between the halves).
    const players = six();
    players[2].club = 'Ferrets';
    players[5].club = 'Ferrets';
    expect(pairs(players, soft, 1)).toEqual([
      ['p1', 'p4'],
      ['p2', 'p6'],
      ['p3', 'p5'],
    ]);
    expect(explanation(players, 'p3').reasons).toEqual([
      'both on 0 points, ranked 3 and 5 of 6 in the group',
      "p3's Dutch opponent p6 is excluded: club-mates",
    ]);
  });

  it('never pairs hard club-mates, and pairs soft ones only when nothing else works', () => {
    // Hard: p1 and p4 may not meet. 1–5, 2–4, 3–6 costs 1 × 6 + 1 × 5 + 0 = 11, the least
    // (1–6, 2–5, 3–4 costs 2 × 6 + 0 + 2 × 4 = 20; 1–3, 2–5, 4–6 costs 36).
    const players = six();
    players[0].club = 'Ferrets';
    players[3].club = 'Ferrets';
    expect(pairs(players, { clubMates: 'hard', avoid: [] }, 1)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p4'],
      ['p3', 'p6'],
    ]);
    // With five Ferrets among six, two Ferrets must meet; soft: allowed, and said so.
    const crowded = six();
    for (const p of crowded.slice(0, 5)) p.club = 'Ferrets';
    const round = pairSwiss(crowded, { round: 1, constraints: soft });
    const relaxed = round.pairings.flatMap((p) => p.explanation.relaxed);
    expect(relaxed).toEqual(['club-mates (Ferrets)', 'club-mates (Ferrets)']);
    // Hard: impossible.
    expect(() => pairSwiss(crowded, { round: 1, constraints: { clubMates: 'hard', avoid: [] } })).toThrow(PairingError);
  });

  it('keeps avoided pairs apart, hard or soft, and ignores avoided pairs naming absent players', () => {
    const players = six();
    const avoid: PairingConstraints['avoid'] = [
      { a: 'p1', b: 'p4', strictness: 'soft' },
      { a: 'p3', b: 'gone', strictness: 'hard' },
    ];
    // Same shape as the hard club-mates above: 1–5, 2–4, 3–6.
    expect(pairs(players, { clubMates: 'soft', avoid }, 1)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p4'],
      ['p3', 'p6'],
    ]);
  });
});

describe('pairSwiss, eight players after a drawn game', () => {
  // Round 1: 1–5, 2–6, 3–7 drawn, 4–8; 3 points a win, 1 a draw. Groups: 3 {p1, p2, p4}, 1 {p3,
  // p7} (who have met), 0 {p5, p6, p8}. Both boundaries are odd (3 and 5 players above), so the
  // least score cost is 2, and the floater from above heads each lower bracket. p4 (last on 3)
  // floats into the bracket [p4, p3, p7] (h = 1) and meets its place 1, p3: (0 + 0) × 3 = 0; p7
  // floats into [p7, p5, p6, p8] (h = 2) and meets place 2, p6: (0 + 0) × 4 = 0, leaving p5–p8
  // (places 1 and 3) at 0 too: the FIDE Dutch pairing, S1 {p7, p5} against S2 {p6, p8}.
  const players = [
    player('p1', 3, 1, { opponents: ['p5'], floats: [null] }),
    player('p2', 3, 2, { opponents: ['p6'], floats: [null] }),
    player('p4', 3, 3, { opponents: ['p8'], floats: [null] }),
    player('p3', 1, 4, { opponents: ['p7'], floats: [null] }),
    player('p7', 1, 5, { opponents: ['p3'], floats: [null] }),
    player('p5', 0, 6, { opponents: ['p1'], floats: [null] }),
    player('p6', 0, 7, { opponents: ['p2'], floats: [null] }),
    player('p8', 0, 8, { opponents: ['p4'], floats: [null] }),
  ];

  it('floats down the last of each odd group to head the next bracket', () => {
    expect(pairs(players)).toEqual([
      ['p1', 'p2'],
      ['p4', 'p3'],
      ['p7', 'p6'],
      ['p5', 'p8'],
    ]);
    expect(explanation(players, 'p4').reasons).toEqual([
      'p4 floated down from 3 to 1 point: the 3-point group was odd',
      'p3 floated up from 1 to 3 points',
    ]);
    expect(explanation(players, 'p7').reasons[0]).toBe(
      'p7 floated down from 1 to 0 points: the 1-point group (with 1 floated in from above) was odd',
    );
  });

  it('spares a player who floated down last round', () => {
    // Had p4 floated down in round 1, the float level (4 + 1 for p4) outranks the Dutch level:
    // p2 floats instead, (1 + 0) × 3 = 3, with p1–p4 in the 3 group, 1 × 3 = 3; floating p1
    // would cost (2 + 0) × 3 = 6, with p2–p4 (both in S2), (0 + 1) × 2 = 2.
    const again = players.map((p) => (p.id === 'p4' ? { ...p, floats: ['down' as const] } : p));
    expect(pairs(again)).toEqual([
      ['p1', 'p4'],
      ['p2', 'p3'],
      ['p7', 'p6'],
      ['p5', 'p8'],
    ]);
    expect(explanation(again, 'p2').reasons).toContain('p2 floats down rather than lower-ranked p4, who floated down more recently');
  });
});

describe('pairSwiss, nine players and the bye', () => {
  it('round 1: the bye to the last seed, 1–5, 2–6, 3–7, 4–8', () => {
    // A group of 9, h = 4: places i and i + 4 cost 0; the bye level gives it to place 8.
    const players = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => player(`p${i}`, 0, i));
    expect(pairs(players, soft, 1)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p6'],
      ['p3', 'p7'],
      ['p4', 'p8'],
      ['p9', null],
    ]);
    expect(explanation(players, 'p9')).toEqual({ reasons: ['bye: lowest-ranked player without a bye'], relaxed: [] });
  });

  it('round 2: the bye to the lowest without one, the odd 3 group floats its last', () => {
    // Seeds 1–4 won, p9 had the bye (a down-float). 3 points: p1 p2 p3 p4 p9 (s = 5, h = 2);
    // 0 points: p5 p6 p7 p8. The bye: p8, lowest without one. One 3-point player floats: not
    // p9 (float cost 4 + 1); p4 floats and heads the 0-point bracket [p4, p5, p6, p7, p8]
    // (h = 2), meeting its place 2, p6: (1 + 0) × 5 = 5 (the 0 group counting 4 with p8),
    // leaving 1–3 (0) and 2–9 (1 × 4 = 4); p5–p7 (places 1 and 3) cost 0: 9 in all. Floating p3
    // instead costs (2 + 0) × 5 + (1–4: 1 × 5) + 4 + 0 = 19.
    const players = [
      player('p1', 3, 1, { opponents: ['p5'], floats: [null] }),
      player('p2', 3, 2, { opponents: ['p6'], floats: [null] }),
      player('p3', 3, 3, { opponents: ['p7'], floats: [null] }),
      player('p4', 3, 4, { opponents: ['p8'], floats: [null] }),
      player('p9', 3, 5, { byes: 1, floats: ['down'] }),
      player('p5', 0, 6, { opponents: ['p1'], floats: [null] }),
      player('p6', 0, 7, { opponents: ['p2'], floats: [null] }),
      player('p7', 0, 8, { opponents: ['p3'], floats: [null] }),
      player('p8', 0, 9, { opponents: ['p4'], floats: [null] }),
    ];
    expect(pairs(players)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p9'],
      ['p4', 'p6'],
      ['p5', 'p7'],
      ['p8', null],
    ]);
    expect(explanation(players, 'p2').reasons).toEqual([
      'both on 3 points, ranked 2 and 5 of 5 in the group',
      "p2's Dutch opponent p4 floated",
    ]);
    expect(explanation(players, 'p5').reasons).toEqual([
      'both on 0 points, ranked 1 and 3 of 4 in the group (top half against bottom half, the player floated in from above heading the top half)',
    ]);
  });

  it('a second bye when every player without one would force a rematch by sitting out', () => {
    // b and c have no bye. If b sat out, c (who has met a, e and d) would have no partner
    // among a, d, e; if c sat out, b (who has met d, a and e) would have none. So a rematch or a
    // second bye: rematches rank higher, and the second bye goes to the lowest of a, d, e: d.
    // Then a–e and c–b, without a rematch.
    const players = [
      player('a', 9, 1, { opponents: ['c', 'b'], byes: 1, floats: [null, null, 'down'] }),
      player('c', 6, 2, { opponents: ['a', 'e', 'd'], floats: [null, 'up', null] }),
      player('e', 6, 3, { opponents: ['c', 'b'], byes: 1, floats: ['down', 'down', null] }),
      player('b', 3, 4, { opponents: ['d', 'a', 'e'], floats: [null, null, null] }),
      player('d', 3, 5, { opponents: ['b', 'c'], byes: 1, floats: [null, 'down', null] }),
    ];
    expect(pairs(players, soft, 4)).toEqual([
      ['a', 'e'],
      ['c', 'b'],
      ['d', null],
    ]);
    expect(explanation(players, 'd')).toEqual({
      reasons: [
        'bye: lowest-ranked player with the fewest byes (1) who can sit out',
        'a bye to b and c would leave every pairing of the others with an extra rematch (or none within the hard constraints)',
      ],
      relaxed: ['second bye: d already had a bye'],
    });
  });
});

describe('pairSwiss and checkPairings refuse bad input with a typed error', () => {
  const two = [player('a', 0, 1), player('b', 0, 2)];
  const code = (fn: () => unknown): string => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(PairingError);
      return (e as PairingError).code;
    }
    return 'no error';
  };

  it('pairs two players, and refuses fewer', () => {
    expect(pairs(two, soft, 1)).toEqual([['a', 'b']]);
    expect(code(() => pairSwiss([player('a', 0, 1)], { round: 1, constraints: soft }))).toBe('NOT_ENOUGH_PLAYERS');
    expect(code(() => pairSwiss([], { round: 1, constraints: soft }))).toBe('NOT_ENOUGH_PLAYERS');
  });

  it('refuses duplicate ids, bad numbers and a bad round', () => {
    expect(code(() => pairSwiss([player('a', 0, 1), player('a', 0, 2)], { round: 1, constraints: soft }))).toBe('DUPLICATE_PLAYER');
    expect(code(() => pairSwiss([player('a', Number.NaN, 1), player('b', 0, 2)], { round: 1, constraints: soft }))).toBe('INVALID_PLAYER');
    expect(code(() => pairSwiss([player('a', 0, 1, { byes: -1 }), player('b', 0, 2)], { round: 1, constraints: soft }))).toBe(
      'INVALID_PLAYER',
    );
    expect(code(() => pairSwiss(two, { round: 0, constraints: soft }))).toBe('INVALID_ROUND');
    const clubs = { clubMates: 'sometimes', avoid: [] } as unknown as PairingConstraints;
    expect(code(() => pairSwiss(two, { round: 1, constraints: clubs }))).toBe('INVALID_CONSTRAINTS');
    const avoid = { clubMates: 'soft', avoid: [{ a: 'a', b: 'b', strictness: 'always' }] } as unknown as PairingConstraints;
    expect(code(() => checkPairings(two, [], avoid))).toBe('INVALID_CONSTRAINTS');
  });

  it('says NO_PAIRING when hard constraints leave no pairing at all', () => {
    const club = [player('a', 0, 1, { club: 'X' }), player('b', 0, 2, { club: 'X' }), player('c', 0, 3, { club: 'X' }), player('d', 0, 4)];
    expect(code(() => pairSwiss(club, { round: 1, constraints: { clubMates: 'hard', avoid: [] } }))).toBe('NO_PAIRING');
    // Soft, the same event pairs (two club-mates meet).
    expect(pairs(club, soft, 1)).toHaveLength(2);
  });

  it('checkPairings: unknown ids, players in two pairs, self-pairings', () => {
    expect(code(() => checkPairings(two, [{ a: 'a', b: 'z' }], soft))).toBe('UNKNOWN_PLAYER');
    expect(
      code(() =>
        checkPairings(
          two,
          [
            { a: 'a', b: 'b' },
            { a: 'b', b: null },
          ],
          soft,
        ),
      ),
    ).toBe('DUPLICATE_PLAYER');
    expect(code(() => checkPairings(two, [{ a: 'a', b: 'a' }], soft))).toBe('SELF_PAIRING');
    expect(code(() => checkPairings([player('a', 0, 1)], [], soft))).toBe('NOT_ENOUGH_PLAYERS');
  });
});

describe('checkPairings, for the organiser swapping players by hand', () => {
  it('lists every breach of a swapped pairing in words', () => {
    const players = [
      player('ann', 6, 1, { opponents: ['bob'], club: 'Ferrets', floats: [null] }),
      player('bob', 3, 2, { opponents: ['ann'], club: 'Ferrets', floats: [null] }),
      player('cat', 3, 3, { byes: 1, floats: ['down'] }),
    ];
    const breaches = checkPairings(
      players,
      [
        { a: 'ann', b: 'bob' },
        { a: 'cat', b: null },
      ],
      { clubMates: 'soft', avoid: [{ a: 'ann', b: 'bob', strictness: 'hard' }] },
    );
    expect(breaches).toEqual([
      { a: 'ann', b: 'bob', kind: 'rematch', strictness: 'hard', text: 'rematch: ann and bob have already met' },
      { a: 'ann', b: 'bob', kind: 'club-mates', strictness: 'soft', text: 'club-mates (Ferrets)' },
      { a: 'ann', b: 'bob', kind: 'avoided-pair', strictness: 'hard', text: 'avoided pair: ann and bob are to be kept apart' },
      { a: 'ann', b: 'bob', kind: 'score-gap', strictness: 'soft', text: 'score gap: ann on 6 points against bob on 3 points' },
      { a: 'cat', b: null, kind: 'second-bye', strictness: 'hard', text: 'second bye: cat already had a bye' },
    ]);
  });

  it('reports nothing for a clean pairing, and nothing for club-mates when clubs are off', () => {
    const players = [player('a', 0, 1, { club: 'X' }), player('b', 0, 2, { club: 'X' })];
    expect(checkPairings(players, [{ a: 'a', b: 'b' }], { clubMates: 'off', avoid: [] })).toEqual([]);
    expect(checkPairings(players, [{ a: 'a', b: 'b' }], { clubMates: 'hard', avoid: [] })[0]).toMatchObject({
      kind: 'club-mates',
      strictness: 'hard',
    });
  });
});

describe('the worked example of docs/swiss.md', () => {
  const players = [
    player('Ann', 3, 1, { opponents: ['Eve'], floats: [null] }),
    player('Bob', 3, 2, { opponents: ['Fay'], floats: [null] }),
    player('Cat', 3, 3, { opponents: ['Gus'], floats: [null] }),
    player('Dan', 3, 4, { opponents: ['Hal'], floats: [null] }),
    player('Ivy', 3, 5, { byes: 1, floats: ['down'] }),
    player('Eve', 0, 6, { opponents: ['Ann'], floats: [null] }),
    player('Fay', 0, 7, { opponents: ['Bob'], floats: [null] }),
    player('Gus', 0, 8, { opponents: ['Cat'], floats: [null] }),
    player('Hal', 0, 9, { opponents: ['Dan'], floats: [null] }),
  ];

  it('pairs and explains as the page says', () => {
    const round = pairSwiss(players, { round: 2, constraints: soft });
    expect(round.pairings.map((p) => [p.table, p.a, p.b, p.explanation.reasons.join('; ')])).toEqual([
      [1, 'Ann', 'Cat', 'both on 3 points, ranked 1 and 3 of 5 in the group (top half against bottom half)'],
      [2, 'Bob', 'Ivy', "both on 3 points, ranked 2 and 5 of 5 in the group; Bob's Dutch opponent Dan floated"],
      [
        3,
        'Dan',
        'Fay',
        'Dan floated down from 3 to 0 points: the 3-point group was odd; Fay floated up from 0 to 3 points; Dan floats down rather than lower-ranked Ivy, who floated down more recently',
      ],
      [
        4,
        'Eve',
        'Gus',
        'both on 0 points, ranked 1 and 3 of 4 in the group (top half against bottom half, the player floated in from above heading the top half)',
      ],
      [5, 'Hal', null, 'bye: lowest-ranked player without a bye'],
    ]);
    expect(round.search).toEqual({
      method: 'complete',
      candidatePairs: 45,
      widenings: 0,
      exhaustive: true,
      priced: false,
      pricedPairs: 0,
      provenLevels: 6,
      limbs: 1,
    });
  });

  it('with Ann and Cat club-mates: Ann meets Dan, and a manual swap back is reported', () => {
    const clubbed = players.map((p) => (p.id === 'Ann' || p.id === 'Cat' ? { ...p, club: 'Ferrets' } : p));
    const round = pairSwiss(clubbed, { round: 2, constraints: soft });
    expect(round.pairings[0]).toMatchObject({ a: 'Ann', b: 'Dan' });
    expect(round.pairings[0].explanation.reasons).toContain("Ann's Dutch opponent Cat is excluded: club-mates");
    const swapped = [
      { a: 'Ann', b: 'Cat' },
      { a: 'Bob', b: 'Ivy' },
      { a: 'Dan', b: 'Fay' },
      { a: 'Eve', b: 'Gus' },
      { a: 'Hal', b: null },
    ];
    expect(checkPairings(clubbed, swapped, soft)).toEqual([
      { a: 'Ann', b: 'Cat', kind: 'club-mates', strictness: 'soft', text: 'club-mates (Ferrets)' },
      { a: 'Dan', b: 'Fay', kind: 'score-gap', strictness: 'soft', text: 'score gap: Dan on 3 points against Fay on 0 points' },
    ]);
  });
});
