import { chooseSearchRead } from './search-read';

describe('chooseSearchRead', () => {
  it('leaves a query without words, or a filter not yet counted, to the planner', () => {
    expect(chooseSearchRead(0, 10, { matches: 3, everyone: 10_000 })).toBe('planner');
    expect(chooseSearchRead(1, 10, { everyone: 10_000 })).toBe('planner');
  });

  it('collects the matches first when fewer than the page reaches exist', () => {
    expect(chooseSearchRead(1, 10, { matches: 0 })).toBe('collect');
    expect(chooseSearchRead(1, 30, { matches: 25, everyone: 10_000 })).toBe('collect');
  });

  it('walks the sort index when matches are common enough to fill the page quickly', () => {
    // 'panic attacks' among therapists: 468 of 10,000, out of 1,389 with both words.
    expect(chooseSearchRead(2, 10, { matches: 468, candidates: 1389, everyone: 10_000 })).toBe('walk');
  });

  it('collects when walking would test more practitioners than the words match', () => {
    // 'sara' among psychotherapists: 108 of 10,000, out of 324 named Sara.
    expect(chooseSearchRead(1, 10, { matches: 108, candidates: 324, everyone: 10_000 })).toBe('collect');
  });

  it('leaves the choice to the planner until the size of the directory is known', () => {
    expect(chooseSearchRead(1, 10, { matches: 500 })).toBe('planner');
  });
});
