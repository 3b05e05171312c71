/** Whether `file` matches an `accept` attribute such as ".pdf,image/*,application/msword". */
export function acceptsFile(accept: string | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}
