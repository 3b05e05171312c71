import { findInstrument } from '../instruments';
import { matcherPath } from './directory-link';

describe('matcherPath', () => {
  it('chooses ahead the concern each instrument’s directory search names, and none when it names none', () => {
    const pathOf = (slug: string) => matcherPath(findInstrument(slug)!.directory);
    expect(pathOf('gad-7')).toBe('/practitioners/match?concern=anxiety');
    expect(pathOf('phq-9')).toBe('/practitioners/match?concern=depression');
    expect(pathOf('mini-spin')).toBe('/practitioners/match?concern=anxiety');
    expect(pathOf('oci-r')).toBe('/practitioners/match?concern=ocd');
    expect(pathOf('cbi')).toBe('/practitioners/match?concern=stress');
    expect(pathOf('sins')).toBe('/practitioners/match');
  });
});
