import { preloadsFrom } from './use-route-preloads';

describe('preloadsFrom', () => {
  it('never preloads from the self-assessments, the account area, the staff console or a document', () => {
    for (const path of ['/assessments/phq-9', '/en/assessments', '/auth/login', '/staff', '/invoice', '/verify/AB']) {
      expect([path, preloadsFrom(path)]).toEqual([path, false]);
    }
  });

  it('preloads from the public pages in both languages', () => {
    for (const path of ['/', '/en/business', '/practitioners', '/en/faq']) {
      expect([path, preloadsFrom(path)]).toEqual([path, true]);
    }
  });
});
