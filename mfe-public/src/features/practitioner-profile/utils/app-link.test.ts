import { practitionerAppLink } from './app-link';

describe('practitionerAppLink', () => {
  it('puts the id into the configured deep link', () => {
    expect(practitionerAppLink('sakina://practitioner/{id}', '42')).toBe('sakina://practitioner/42');
    expect(practitionerAppLink('https://app.sakina.example/p/{id}?from=web', '7')).toBe(
      'https://app.sakina.example/p/7?from=web',
    );
  });

  it('gives nothing for a missing, id-less or unsafe template, so only the download link shows', () => {
    expect(practitionerAppLink(undefined, '42')).toBeNull();
    expect(practitionerAppLink('', '42')).toBeNull();
    expect(practitionerAppLink('sakina://home', '42')).toBeNull();
    expect(practitionerAppLink('javascript:alert({id})', '42')).toBeNull();
    expect(practitionerAppLink('JavaScript:alert({id})', '42')).toBeNull();
    expect(practitionerAppLink('data:text/html,{id}', '42')).toBeNull();
    expect(practitionerAppLink('not a url {id}', '42')).toBeNull();
  });
});
