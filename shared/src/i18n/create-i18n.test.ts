import { createI18nInstance } from './create-i18n';

describe('an i18next instance per server render', () => {
  it("starts from the shell's texts alone: a remote's texts added by one render are not in the next", () => {
    const shellResources = { ar: { shell: { title: 'سكينة' } }, en: { shell: { title: 'Sakina' } } };
    const first = createI18nInstance('en', shellResources, 'shell');
    first.addResourceBundle('en', 'public', { eyebrow: 'Before the deploy' }, true, false);

    // After a deploy the next render loads the new version's texts: they must be the ones it shows.
    const second = createI18nInstance('en', shellResources, 'shell');
    expect(second.hasResourceBundle('en', 'public')).toBe(false);
    second.addResourceBundle('en', 'public', { eyebrow: 'After the deploy' }, true, false);
    expect(second.t('eyebrow', { ns: 'public' })).toBe('After the deploy');
    expect(second.t('title')).toBe('Sakina');
    expect(shellResources).toEqual({ ar: { shell: { title: 'سكينة' } }, en: { shell: { title: 'Sakina' } } });
  });
});
