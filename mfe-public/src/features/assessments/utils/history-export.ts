import type { Locale } from '@sakina/shared/contracts';
import type { HistoryEntry } from '../../../stores/assessments';
import type { Instrument } from '../schemas/instrument';
import { bandFor } from './score';

/** The history of one assessment as the visitor downloads it: readable without Sakina, in the page's language. */
export function historyExport(instrument: Instrument, entries: readonly HistoryEntry[], locale: Locale) {
  return {
    assessment: instrument.name[locale],
    slug: instrument.slug,
    source: instrument.source.citation,
    results: entries.map((entry) => ({
      takenAt: entry.takenAt,
      version: entry.version,
      scales: instrument.scales
        .filter((scale) => entry.scores[scale.id] !== undefined)
        .map((scale) => ({
          scale: scale.name[locale],
          score: entry.scores[scale.id],
          min: scale.min,
          max: scale.max,
          band: bandFor(scale, entry.scores[scale.id])?.label[locale] ?? null,
        })),
    })),
  };
}

/** Saves the export as a file from memory (a blob: URL): no request leaves the page. */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
