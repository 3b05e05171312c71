// The `public` namespace in Arabic, one file per feature; loaded only on Arabic pages.
import pagesAr from './ar/pages.json';
import homeAr from './ar/home.json';
import aboutAr from './ar/about.json';
import downloadsAr from './ar/downloads.json';
import legalAr from './ar/legal.json';
import contactAr from './ar/contact.json';
import newsletterAr from './ar/newsletter.json';
import articlesAr from './ar/articles.json';
import faqAr from './ar/faq.json';
import directoryAr from './ar/directory.json';
import joinAr from './ar/join.json';
import shareAr from './ar/share.json';
import assessmentsAr from './ar/assessments.json';
import matcherAr from './ar/matcher.json';

const resources = {
  ...pagesAr,
  ...directoryAr,
  ...joinAr,
  ...shareAr,
  ...assessmentsAr,
  ...homeAr,
  ...aboutAr,
  ...downloadsAr,
  ...legalAr,
  ...contactAr,
  ...newsletterAr,
  ...articlesAr,
  ...faqAr,
  ...matcherAr,
};

export default resources;
