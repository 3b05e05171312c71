import type { Locale } from '@sakina/shared/contracts';
import { readSearchTerms } from '@sakina/shared/vocabulary';
import type { DirectoryTarget, Instrument } from '../schemas/instrument';
import type { AssessmentResult } from './score';

/**
 * Where a result sends the visitor in the directory: the band that asks for it (the highest-placed scale's band
 * first), else the instrument's default.
 */
export function directoryTargetFor(instrument: Instrument, result: AssessmentResult): DirectoryTarget {
  const fromBand = result.scales.find((entry) => entry.band?.directory)?.band?.directory;
  return fromBand ?? instrument.directory;
}

/** The directory's address for a target, in the directory's own query (`category`, `q`), without the locale. */
export function directoryPath(target: DirectoryTarget, locale: Locale): string {
  const params = new URLSearchParams();
  if (target.category) params.set('category', target.category);
  if (target.search) params.set('q', target.search[locale]);
  const query = params.toString();
  return query ? `/practitioners?${query}` : '/practitioners';
}

/** "Help me choose" with the concern the target's search names chosen ahead: the questions open, nothing is sent. */
export function matcherPath(target: DirectoryTarget): string {
  const concern = target.search ? readSearchTerms(target.search.en).concerns[0] : undefined;
  return concern ? `/practitioners/match?concern=${concern}` : '/practitioners/match';
}
