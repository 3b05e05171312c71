import { MatchCounts } from './match-counts';

describe('MatchCounts', () => {
  it('gives a total back only at the table version it was seen at', () => {
    const counts = new MatchCounts();
    counts.remember('sara', 12, 4);
    expect(counts.current('sara', 4)).toBe(12);
    expect(counts.current('sara', 5)).toBeUndefined();
    expect(counts.current('sara', undefined)).toBeUndefined();
    expect(counts.current('omar', 4)).toBeUndefined();
  });

  it('still tells the last total seen, at any version, as a size to plan by', () => {
    const counts = new MatchCounts();
    counts.remember('sara', 12, null);
    expect(counts.current('sara', 4)).toBeUndefined();
    expect(counts.lastSeen('sara')).toBe(12);
    expect(counts.lastSeen('omar')).toBeUndefined();
  });

  it('forgets the least recently used filter once full', () => {
    const counts = new MatchCounts(2);
    counts.remember('a', 1, 1);
    counts.remember('b', 2, 1);
    counts.lastSeen('a');
    counts.remember('c', 3, 1);
    expect(counts.lastSeen('a')).toBe(1);
    expect(counts.lastSeen('b')).toBeUndefined();
    expect(counts.lastSeen('c')).toBe(3);
  });
});
