import { inArea, pageMatchOf, trackedPagePath } from './page-path';

describe('trackedPagePath', () => {
  it("is the route's pattern in its locale, never the address's ids or query", () => {
    expect(trackedPagePath('/practitioners/practitioner_8f2c41')).toBe('/practitioners/:practitionerSlug');
    expect(trackedPagePath('/en/practitioners/practitioner_8f2c41')).toBe('/en/practitioners/:practitionerSlug');
    expect(trackedPagePath('/en/blog/coping-with-exam-stress')).toBe('/en/blog/:id');
    expect(trackedPagePath('/faq/3')).toBe('/faq/:catId');
    expect(trackedPagePath('/')).toBe('/');
    expect(trackedPagePath('/en')).toBe('/en');
    expect(trackedPagePath('/en/contact')).toBe('/en/contact');
  });

  it('names an unknown address only as a 404', () => {
    expect(trackedPagePath('/someone@example.com')).toBe('/404');
    expect(trackedPagePath('/en/no/such/page')).toBe('/en/404');
  });

  it('is null on "Help me choose", whose query holds the answers, but not on the practitioners beside it', () => {
    for (const path of ['/practitioners/match', '/en/practitioners/match']) {
      expect([path, trackedPagePath(path)]).toEqual([path, null]);
    }
    expect(trackedPagePath('/en/practitioners')).toBe('/en/practitioners');
    expect(trackedPagePath('/practitioners/practitioner_7')).toBe('/practitioners/:practitionerSlug');
  });

  it('is null where nothing may be tracked: the account pages, documents, verification, self-assessments, staff', () => {
    for (const path of [
      '/auth/login',
      '/en/auth/application',
      '/auth/status',
      '/invoice',
      '/en/medical-prescription',
      '/verify',
      '/en/verify/abc',
      '/assessments',
      '/assessments/anxiety',
      '/en/assessments',
      '/en/assessments/depression/result',
      '/staff',
      '/en/staff/applications/5f0c',
      '/staff/sign-in',
    ]) {
      expect([path, trackedPagePath(path)]).toEqual([path, null]);
    }
  });
});

describe('inArea', () => {
  it('matches an area and what is under it, in both locales, and nothing that only starts alike', () => {
    expect(inArea('/en/assessments/anxiety', ['/assessments'])).toBe(true);
    expect(inArea('/assessments', ['/assessments'])).toBe(true);
    expect(inArea('/assessments-guide', ['/assessments'])).toBe(false);
    expect(inArea('/about', ['/assessments', '/auth'])).toBe(false);
  });
});

describe('pageMatchOf', () => {
  it("gives the route of an address in either locale with its parameters, as the page's useParams reads them", () => {
    expect(pageMatchOf('/en/practitioners/practitioner_7')).toEqual({
      route: expect.objectContaining({ remote: 'mfe_public', page: 'practitioner' }),
      params: { practitionerSlug: 'practitioner_7' },
    });
    expect(pageMatchOf('/faq/payments-and-refunds')?.params).toEqual({ catId: 'payments-and-refunds' });
    expect(pageMatchOf('/en/no/such/page')).toBeUndefined();
  });
});
