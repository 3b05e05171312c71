import { chatAllowedOn } from './use-chat-widget';

describe('chatAllowedOn', () => {
  it('keeps the support chat off the documents, verification, self-assessments, "Help me choose" and the staff console', () => {
    for (const path of [
      '/invoice',
      '/en/verify/ABCD',
      '/assessments/anxiety',
      '/practitioners/match',
      '/en/practitioners/match',
      '/staff',
      '/en/staff/inbox',
    ]) {
      expect([path, chatAllowedOn(path)]).toEqual([path, false]);
    }
  });

  it('offers it on the public pages and the practitioner area, in both languages', () => {
    for (const path of ['/', '/en/practitioners', '/auth/status', '/en/business']) {
      expect([path, chatAllowedOn(path)]).toEqual([path, true]);
    }
  });
});
