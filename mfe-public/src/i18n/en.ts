// The `public` namespace in English, one file per feature; loaded only on English pages.
// The groups only a few pages read (page-strings.tsx) come with those pages.
import pagesEn from './en/pages.json';
import homeEn from './en/home.json';
import downloadsEn from './en/downloads.json';
import newsletterEn from './en/newsletter.json';
import articlesEn from './en/articles.json';
import faqEn from './en/faq.json';
import directoryEn from './en/directory.json';
import shareEn from './en/share.json';
import matcherEn from './en/matcher.json';

const resources = {
  ...pagesEn,
  ...directoryEn,
  ...shareEn,
  ...homeEn,
  ...downloadsEn,
  ...newsletterEn,
  ...articlesEn,
  ...faqEn,
  ...matcherEn,
};

export default resources;
