import type { ReactNode } from 'react';
import type { Locale } from '@sakina/shared/contracts';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { RatingStars, Skeleton } from '@sakina/shared/ui';
import { practitionerPath } from '../../utils/practitioner-path';
import { PractitionerPhoto } from '../practitioner-photo/practitioner-photo';
import styles from './practitioner-summary.module.css';

export interface SummarizedPractitioner {
  id: string;
  name: Record<Locale, string>;
  title: Record<Locale, string>;
  photoUrl: string | null;
  rating: number;
  ratingCount: number;
}

interface PractitionerSummaryProps {
  practitioner: SummarizedPractitioner;
  headingLevel: 2 | 3;
  /** Shown under the title (the directory's "classified" badge). */
  badge?: ReactNode;
}

/**
 * The top of a practitioner's card: photo, name as the heading that links to their page (the card's tap target
 * when the card is `interactive`), title and a badge if given, then the rating.
 */
export function PractitionerSummary({ practitioner, headingLevel, badge }: PractitionerSummaryProps) {
  const locale = useLocale();
  const name = practitioner.name[locale];
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className={styles.identity}>
        <PractitionerPhoto name={name} photoUrl={practitioner.photoUrl} alt="" />
        <div className={styles.names}>
          <Heading className={styles.name}>
            <LocaleLink to={practitionerPath(practitioner.id)} data-card-link>
              {name}
            </LocaleLink>
          </Heading>
          <p className={styles.title}>{practitioner.title[locale]}</p>
          {badge}
        </div>
      </div>
      <RatingStars value={practitioner.rating} count={practitioner.ratingCount} size="small" />
    </>
  );
}

/** The summary's shape while it loads: the photo, then the name and title. */
export function PractitionerSummarySkeleton() {
  return (
    <div className={styles.identity}>
      <Skeleton shape="circle" inlineSize="72px" blockSize="72px" />
      <div className={styles.names} style={{ flex: 1 }}>
        <Skeleton inlineSize="60%" />
        <Skeleton inlineSize="40%" />
      </div>
    </div>
  );
}
