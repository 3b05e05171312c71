import { useShell, type PageDataPreload } from '@sakina/shared/contracts';
import { preloadLatestArticles } from '../features/home/api/get-latest-articles';
import { preloadTopPractitioners } from '../features/home/api/get-top-practitioners';
import { AppDownloads } from '../features/home/components/app-downloads';
import { BusinessTeaser } from '../features/home/components/business-teaser';
import { EmergencyNote } from '../features/home/components/emergency-note';
import { Hero } from '../features/home/components/hero';
import { LatestArticles } from '../features/home/components/latest-articles';
import { OfferSection } from '../features/home/components/offer-section';
import { PractitionerTypes } from '../features/home/components/practitioner-types';
import { TopPractitioners } from '../features/home/components/top-practitioners';

/** Ahead of a visit: the practitioners and articles the home page shows. */
export const preloadData: PageDataPreload = ({ client }) =>
  Promise.all([preloadTopPractitioners(client), preloadLatestArticles(client)]);

export default function HomePage() {
  const { config } = useShell();
  return (
    <>
      <Hero />
      <EmergencyNote numbers={config} />
      <OfferSection />
      <PractitionerTypes />
      <TopPractitioners />
      <BusinessTeaser />
      <LatestArticles />
      <AppDownloads config={config} />
    </>
  );
}
