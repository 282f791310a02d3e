import { runInNewContext } from 'node:vm';
import { changeState, copyJson, foldInPlace, readOnly, refusalOf, RefusedInPlace } from './draft';
import { violation } from './violation';

interface State {
  data: { arena: number[] };
  units: Array<{ id: string; hp: number }>;
  log: string[];
}

const base = (): State => ({
  data: { arena: [1, 2, 3] },
  units: [
    { id: 'a', hp: 3 },
    { id: 'b', hp: 2 },
  ],
  log: ['start'],
});

describe('changeState', () => {
  it('changes a copy and shares every part it did not touch', () => {
    const before = base();
    const after = changeState(before, (s) => {
      s.units[0].hp -= 1;
    }) as State;
    expect(after.units[0].hp).toBe(2);
    expect(before.units[0].hp).toBe(3);
    expect(after.units[1]).toBe(before.units[1]);
    expect(after.log).toBe(before.log);
    expect(after.data).toBe(before.data);
  });

  it('answers the rule broken and leaves the state as it was', () => {
    const before = base();
    const refusal = violation('test §1', 'no', 'NO');
    const answer = changeState(before, (s) => {
      s.units[0].hp = 0;
      s.log.push('changed');
      return refusal;
    });
    expect(answer).toBe(refusal);
    expect(before).toEqual(base());
  });

  it('hands fixed parts to the rule code as they are', () => {
    const before = base();
    let seen: unknown = null;
    const after = changeState(
      before,
      (s) => {
        seen = s.data;
        s.log.push('read');
      },
      ['data'],
    ) as State;
    expect(seen).toBe(before.data);
    expect(after.data).toBe(before.data);
    expect(after.log).toEqual(['start', 'read']);
  });

  it('copies plain objects made in another realm without touching them', () => {
    const before = runInNewContext('({ hands: { a: [] }, units: [{ tokens: [] }] })') as {
      hands: { a: string[] };
      units: Array<{ tokens: number[] }>;
    };
    const after = changeState(before, (s) => {
      s.hands.a.push('card');
      s.units[0].tokens.push(2);
    }) as typeof before;
    expect(before.hands.a).toEqual([]);
    expect(before.units[0].tokens).toEqual([]);
    expect(after.hands.a).toEqual(['card']);
    expect(after.units[0].tokens).toEqual([2]);
  });

  it('tries a change on a copy of a draft, leaving the draft as it is', () => {
    const after = changeState(base(), (s) => {
      s.log.push('mine');
      const tried = refusalOf(s, (copy) => {
        copy.log.push('tried');
        return copy.units.length > 1 ? violation('test §2', 'too many', 'MANY') : null;
      });
      expect(tried).toMatchObject({ code: 'MANY' });
      expect(refusalOf(s, (copy) => void copy.log.push('fine'))).toBeNull();
    }) as State;
    expect(after.log).toEqual(['start', 'mine']);
  });

  it('reads a part as the draft now stands, drafting nothing', () => {
    const before = base();
    expect(readOnly(before.units)).toBe(before.units);
    const after = changeState(before, (s) => {
      s.units[1].hp = 9;
      const seen = readOnly(s.units);
      expect(seen[0]).toBe(before.units[0]);
      expect(seen.map((u) => u.hp)).toEqual([3, 9]);
      expect(readOnly(s).log).toBe(before.log);
    }) as State;
    expect(after.units[0]).toBe(before.units[0]);
    expect(after.units[1].hp).toBe(9);
    expect(before.units[1].hp).toBe(2);
  });
});

describe('foldInPlace', () => {
  it('writes the first change into the state itself, and drafts every change after it', () => {
    const state = base();
    const after = foldInPlace(() =>
      changeState(state, (s) => {
        s.units[0].hp -= 1;
      }),
    );
    expect(after).toBe(state);
    expect(state.units[0].hp).toBe(2);
    const second = changeState(state, (s) => {
      s.log.push('later');
    }) as State;
    expect(state.log).toEqual(['start']);
    expect(second.log).toEqual(['start', 'later']);
  });

  it('never writes a trial into the state, before or inside the change', () => {
    const state = base();
    const strike = (s: State) => {
      s.units[1].hp -= 5;
      return s.units[1].hp < 0 ? violation('test §2', 'too much', 'TOO_MUCH') : null;
    };
    foldInPlace(() => {
      expect(refusalOf(state, strike)?.code).toBe('TOO_MUCH'); // asked before the change, as a pending decision may
      return changeState(state, (s) => {
        expect(refusalOf(s, strike)?.code).toBe('TOO_MUCH');
        s.log.push('changed');
      });
    });
    expect(state.units[1].hp).toBe(2);
    expect(state.log).toEqual(['start', 'changed']);
  });

  it('throws the refusal, for the caller to fold again with drafts', () => {
    const refusal = violation('test §1', 'no', 'NO');
    expect(() => foldInPlace(() => changeState(base(), () => refusal))).toThrow(RefusedInPlace);
    // The flag does not outlive the fold: the next change is drafted.
    const state = base();
    changeState(state, (s) => {
      s.units[0].hp = 0;
    });
    expect(state.units[0].hp).toBe(3);
  });
});

describe('copyJson', () => {
  it('copies every object and array of a JSON value, an own "__proto__" entry included', () => {
    const value = JSON.parse('{"a":[1,{"b":null}],"__proto__":{"c":true},"s":"x"}') as Record<string, unknown>;
    const copy = copyJson(value);
    expect(copy).toEqual(value);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
    expect(copy.a).not.toBe(value.a);
    expect((copy.a as unknown[])[1]).not.toBe((value.a as unknown[])[1]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
  });
});
