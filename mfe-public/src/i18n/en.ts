// The `public` namespace in English, one file per feature; loaded only on English pages.
import pagesEn from './en/pages.json';
import homeEn from './en/home.json';
import aboutEn from './en/about.json';
import downloadsEn from './en/downloads.json';
import legalEn from './en/legal.json';
import contactEn from './en/contact.json';
import newsletterEn from './en/newsletter.json';
import articlesEn from './en/articles.json';
import faqEn from './en/faq.json';
import directoryEn from './en/directory.json';
import joinEn from './en/join.json';
import shareEn from './en/share.json';
import assessmentsEn from './en/assessments.json';
import matcherEn from './en/matcher.json';

const resources = {
  ...pagesEn,
  ...directoryEn,
  ...joinEn,
  ...shareEn,
  ...assessmentsEn,
  ...homeEn,
  ...aboutEn,
  ...downloadsEn,
  ...legalEn,
  ...contactEn,
  ...newsletterEn,
  ...articlesEn,
  ...faqEn,
  ...matcherEn,
};

export default resources;
