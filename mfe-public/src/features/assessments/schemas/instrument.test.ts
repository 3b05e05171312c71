import { readSearchTerms } from '@sakina/shared/vocabulary';
import gad7 from '../instruments/gad-7.json';
import { instruments, parseInstruments } from '../instruments';
import { instrumentSchema } from './instrument';

type Draft = ReturnType<typeof structuredClone<typeof gad7>> & Record<string, unknown>;

/** A copy of the GAD-7 file with one change, as an operator's edit would make it. */
function edited(change: (draft: Draft) => void): unknown {
  const draft = structuredClone(gad7) as Draft;
  change(draft);
  return draft;
}

function problems(source: unknown): string[] {
  const result = instrumentSchema.safeParse(source);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the instrument files', () => {
  it('send a visitor to the same practitioners in either language: each search names the same concern', () => {
    const searches = instruments.flatMap((instrument) => [
      instrument.directory.search,
      ...instrument.scales.flatMap((scale) => scale.bands?.map((band) => band.directory?.search) ?? []),
    ]);
    const named = searches.filter((search) => search !== undefined);
    expect(named.length).toBeGreaterThan(5);
    for (const search of named) {
      const arabic = readSearchTerms(search.ar);
      expect({ search, arabic }).toEqual({ search, arabic: readSearchTerms(search.en) });
      expect(arabic.concerns).toHaveLength(1);
    }
  });

  it('are the six scales of the research, each valid', () => {
    expect(instruments.map((instrument) => instrument.slug)).toEqual([
      'gad-7',
      'phq-9',
      'mini-spin',
      'cbi',
      'oci-r',
      'sins',
    ]);
    expect(instruments.map((instrument) => instrument.items.length)).toEqual([7, 9, 3, 19, 18, 1]);
  });

  it('give each scale the range its items allow', () => {
    const ranges = instruments.flatMap((instrument) =>
      instrument.scales.map((scale) => `${instrument.slug}/${scale.id} ${scale.min}-${scale.max}`),
    );
    expect(ranges).toEqual([
      'gad-7/total 0-21',
      'phq-9/total 0-27',
      'mini-spin/total 0-12',
      'cbi/personal 0-100',
      'cbi/work 0-100',
      'cbi/client 0-100',
      'oci-r/total 0-72',
      'oci-r/hoarding 0-12',
      'oci-r/checking 0-12',
      'oci-r/ordering 0-12',
      'oci-r/neutralising 0-12',
      'oci-r/washing 0-12',
      'oci-r/obsessing 0-12',
      'sins/total 1-7',
    ]);
  });
});

describe('instrument validation', () => {
  it('accepts the GAD-7 file as it is', () => {
    expect(problems(gad7)).toEqual([]);
  });

  it('refuses bands with a gap', () => {
    const source = edited((draft) => {
      draft.scales[0].bands[1].min = 6;
    });
    expect(problems(source)).toEqual(['scales.0.bands.1: band "mild" starts at 6: a gap, expected 5']);
  });

  it('refuses overlapping bands', () => {
    const source = edited((draft) => {
      draft.scales[0].bands[2].min = 9;
    });
    expect(problems(source)).toEqual(['scales.0.bands.2: band "moderate" starts at 9: an overlap, expected 10']);
  });

  it('refuses bands that stop short of the maximum or start after the minimum', () => {
    expect(
      problems(
        edited((draft) => {
          draft.scales[0].bands[3].max = 20;
        }),
      ),
    ).toEqual(['scales.0: bands end at 20, the scale at 21']);
    expect(
      problems(
        edited((draft) => {
          draft.scales[0].bands[0].min = 1;
        }),
      ),
    ).toEqual(['scales.0.bands.0: band "minimal" starts at 1: a gap, expected 0']);
  });

  it('refuses a range the items cannot give', () => {
    const source = edited((draft) => {
      draft.scales[0].max = 24;
      draft.scales[0].bands[3].max = 24;
    });
    expect(problems(source)).toEqual(['scales.0: range 0-24 should be 0-21 with these items']);
  });

  it('refuses a scale that counts an item that does not exist, or counts one twice', () => {
    const source = edited((draft) => {
      draft.scales[0].items = ['1', '2', '3', '4', '5', '6', '6', '8'];
    });
    expect(problems(source)).toEqual(
      expect.arrayContaining(['scales.0.items: item "8" does not exist', 'scales.0.items: item "6" is counted twice']),
    );
  });

  it('refuses a missing translation, an unknown option set and a crisis item that does not exist', () => {
    expect(
      problems(
        edited((draft) => {
          draft.items[0].text.ar = ' ';
        }),
      ),
    ).toEqual([expect.stringMatching(/^items\.0\.text\.ar: /)]);
    expect(
      problems(
        edited((draft) => {
          draft.items[2].options = 'agreement';
        }),
      ),
    ).toEqual(expect.arrayContaining(['items.2.options: option set "agreement" does not exist']));
    expect(
      problems(
        edited((draft) => {
          draft.crisis = { item: '12', above: 0 };
        }),
      ),
    ).toEqual(['crisis.item: item "12" does not exist']);
  });

  it('refuses a part with an unknown item, and a scale that mixes a part with items asked of everyone', () => {
    const source = edited((draft) => {
      draft.parts = [{ id: 'clients', question: { ar: 'سؤال', en: 'A question' }, items: ['6', '7', '9'] }];
    });
    expect(problems(source)).toEqual([
      'parts.0.items: item "9" does not exist',
      'scales.0.items: a scale counts the items of one part only, or of none',
    ]);
  });

  it('refuses unknown fields, so a misspelt one is not silently ignored', () => {
    expect(
      problems(
        edited((draft) => {
          draft.minuts = 2;
        }),
      ),
    ).toEqual([expect.stringMatching(/^: Unrecognized key/)]);
  });

  it('stops the pages with every problem named by file and path', () => {
    const broken = edited((draft) => {
      draft.scales[0].bands[1].min = 6;
    });
    expect(() => parseInstruments({ 'gad-7': broken, anxiety: gad7 })).toThrow(
      [
        'Invalid assessment instruments:',
        'gad-7.json scales.0.bands.1: band "mild" starts at 6: a gap, expected 5',
        'anxiety.json slug: "gad-7" should be "anxiety"',
      ].join('\n'),
    );
  });
});
