import type { HistoryEntry } from '../../../stores/assessments';
import { findInstrument } from '../instruments';
import { historyExport } from './history-export';

describe('historyExport', () => {
  it('names the scale, each result’s scales with their score, range and band, in the page’s language', () => {
    const cbi = findInstrument('cbi')!;
    const entries: HistoryEntry[] = [
      { takenAt: '2026-11-20T08:00:00.000Z', version: 1, scores: { personal: 50, work: 75 } },
      { takenAt: '2026-11-25T09:30:00.000Z', version: 1, scores: { personal: 21, work: 100, client: 67 } },
    ];

    const exported = historyExport(cbi, entries, 'en');

    expect(exported).toEqual({
      assessment: 'Copenhagen Burnout Inventory (CBI)',
      slug: 'cbi',
      source: expect.stringContaining('Kristensen TS'),
      results: [
        {
          takenAt: '2026-11-20T08:00:00.000Z',
          version: 1,
          scales: [
            { scale: 'Personal burnout', score: 50, min: 0, max: 100, band: 'Moderate' },
            { scale: 'Work-related burnout', score: 75, min: 0, max: 100, band: 'High' },
          ],
        },
        {
          takenAt: '2026-11-25T09:30:00.000Z',
          version: 1,
          scales: [
            { scale: 'Personal burnout', score: 21, min: 0, max: 100, band: 'Low' },
            { scale: 'Work-related burnout', score: 100, min: 0, max: 100, band: 'Severe' },
            { scale: 'Client-related burnout', score: 67, min: 0, max: 100, band: 'Moderate' },
          ],
        },
      ],
    });
    expect(historyExport(cbi, entries.slice(0, 1), 'ar').results[0].scales[0]).toEqual({
      scale: 'الاحتراق الشخصي',
      score: 50,
      min: 0,
      max: 100,
      band: 'متوسط',
    });
  });
});
