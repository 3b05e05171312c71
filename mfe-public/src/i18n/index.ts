// Both languages of the whole `public` namespace (tests): what every page loads (ar.ts, en.ts) and the groups that
// come with the pages that read them (page-strings.tsx). The route module loads one language at a time.
import arCommon from './ar';
import enCommon from './en';
import legalAr from './ar/legal.json';
import legalEn from './en/legal.json';
import assessmentsAr from './ar/assessments.json';
import assessmentsEn from './en/assessments.json';
import joinAr from './ar/join.json';
import joinEn from './en/join.json';
import aboutAr from './ar/about.json';
import aboutEn from './en/about.json';
import contactAr from './ar/contact.json';
import contactEn from './en/contact.json';

export const ar = { ...arCommon, ...legalAr, ...assessmentsAr, ...joinAr, ...aboutAr, ...contactAr };
export const en = { ...enCommon, ...legalEn, ...assessmentsEn, ...joinEn, ...aboutEn, ...contactEn };
