// The `public` namespace in Arabic, one file per feature; loaded only on Arabic pages.
// The groups only a few pages read (page-strings.tsx) come with those pages.
import pagesAr from './ar/pages.json';
import homeAr from './ar/home.json';
import downloadsAr from './ar/downloads.json';
import newsletterAr from './ar/newsletter.json';
import articlesAr from './ar/articles.json';
import faqAr from './ar/faq.json';
import directoryAr from './ar/directory.json';
import shareAr from './ar/share.json';
import matcherAr from './ar/matcher.json';

const resources = {
  ...pagesAr,
  ...directoryAr,
  ...shareAr,
  ...homeAr,
  ...downloadsAr,
  ...newsletterAr,
  ...articlesAr,
  ...faqAr,
  ...matcherAr,
};

export default resources;
