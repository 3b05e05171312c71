interface Entry<Value> {
  total: Value;
  /** The table version the total was counted at; null when the reply that showed it carried none. */
  version: number | null;
}

/**
 * How many practitioners each directory filter matches, as this process last saw it (or, with another `Value`,
 * any count of a filter's matches: the counts of its choices). A total is exact only while the table version it was
 * seen at is current; older ones still say roughly how big a result is, which is enough to choose how to read it.
 * The least recently used filters are forgotten first.
 */
export class MatchCounts<Value = number> {
  private readonly entries = new Map<string, Entry<Value>>();

  constructor(private readonly capacity = 1000) {}

  /** The total seen at `version`, or undefined when it was seen at another version or never. */
  current(key: string, version: number | undefined): Value | undefined {
    const entry = this.touch(key);
    return entry && version !== undefined && entry.version === version ? entry.total : undefined;
  }

  /** The last total seen for `key` at any version: a size to plan by, never one to show. */
  lastSeen(key: string): Value | undefined {
    return this.touch(key)?.total;
  }

  remember(key: string, total: Value, version: number | null): void {
    this.entries.delete(key);
    this.entries.set(key, { total, version });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  private touch(key: string): Entry<Value> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }
}
