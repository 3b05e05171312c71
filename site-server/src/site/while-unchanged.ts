import fs from 'node:fs';

/** Keeps one value computed from a file for as long as the file's modification time holds (one stat a call). */
export function whileUnchanged<T>(file: string, compute: () => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: compute() };
    return cached.value;
  };
}
