import { answerConcerns, defaultAnswers, directoryPathFor, hasAnswers, parseAnswers } from './matcher-answers';

const query = (text: string) => new URLSearchParams(text);

describe('parseAnswers', () => {
  it('reads what the form sends, "no preference" as null', () => {
    expect(
      parseAnswers(
        query('concern=anxiety&for=couple&gender=female&language=en&channel=video&maxPrice=250&timing=urgent'),
      ),
    ).toEqual({
      concern: 'anxiety',
      forWhom: 'couple',
      gender: 'female',
      language: 'en',
      channel: 'video',
      maxPrice: 250,
      timing: 'urgent',
    });
    expect(
      parseAnswers(query('concern=&for=myself&gender=any&language=&channel=any&maxPrice=any&timing=scheduled')),
    ).toEqual(defaultAnswers);
  });

  it('reads anything unknown or malformed as no preference', () => {
    expect(
      parseAnswers(query('concern=astrology&for=boss&gender=x&language=xx&channel=fax&maxPrice=249&timing=now')),
    ).toEqual(defaultAnswers);
  });

  it('tells a sent form from a link that only chooses a concern ahead', () => {
    expect(hasAnswers(query('concern=anxiety'))).toBe(false);
    expect(hasAnswers(query('concern=anxiety&for=myself'))).toBe(true);
  });
});

describe('the directory link', () => {
  it('carries every answer as the filter of the same name, "for whom" as the concern and type it stands for', () => {
    expect(
      directoryPathFor({
        concern: 'anxiety',
        forWhom: 'couple',
        gender: 'female',
        language: 'en',
        channel: 'video',
        maxPrice: 250,
        timing: 'urgent',
      }),
    ).toBe(
      '/practitioners?gender=female&concern=anxiety&concern=family&language=en&channel=video&type=family&maxPrice=250&urgent=1',
    );
    expect(directoryPathFor({ ...defaultAnswers, forWhom: 'child', concern: 'adhd' })).toBe(
      '/practitioners?concern=children&concern=adhd',
    );
    expect(directoryPathFor(defaultAnswers)).toBe('/practitioners');
  });

  it('names a concern once when "for whom" stands for the same one', () => {
    expect(answerConcerns({ ...defaultAnswers, forWhom: 'family', concern: 'family' })).toEqual(['family']);
  });
});
