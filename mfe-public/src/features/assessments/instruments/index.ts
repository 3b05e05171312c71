import type { z } from 'zod';
import { instrumentSchema, type Instrument } from '../schemas/instrument';
import gad7 from './gad-7.json';
import phq9 from './phq-9.json';
import miniSpin from './mini-spin.json';
import cbi from './cbi.json';
import ociR from './oci-r.json';
import sins from './sins.json';

/** The instruments in the order the list page shows them, by the file each lives in. */
const files: Record<string, unknown> = {
  'gad-7': gad7,
  'phq-9': phq9,
  'mini-spin': miniSpin,
  cbi,
  'oci-r': ociR,
  sins,
};

function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${file}.json ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * Checks every file against the schema (and that its slug is its file name); any problem stops the pages with one
 * error naming each file, path and problem, so a broken edit never shows a wrong score.
 */
export function parseInstruments(sources: Record<string, unknown>): Instrument[] {
  const problems: string[] = [];
  const parsed: Instrument[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const result = instrumentSchema.safeParse(source);
    if (!result.success) {
      problems.push(...describeIssues(file, result.error.issues));
      continue;
    }
    if (result.data.slug !== file) problems.push(`${file}.json slug: "${result.data.slug}" should be "${file}"`);
    parsed.push(result.data);
  }
  if (problems.length > 0) throw new Error(`Invalid assessment instruments:\n${problems.join('\n')}`);
  return parsed;
}

export const instruments: readonly Instrument[] = parseInstruments(files);

export function findInstrument(slug: string | undefined): Instrument | undefined {
  return instruments.find((instrument) => instrument.slug === slug);
}
