import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { Locale } from '@sakina/shared/contracts';
import { formatPrice } from '@sakina/shared/i18n';
import { useLocale } from '@sakina/shared/navigation';
import { Card, CheckIcon } from '@sakina/shared/ui';
import { termLabel } from '@sakina/shared/vocabulary';
import { PractitionerSummary } from '../../../components/practitioner-summary/practitioner-summary';
import type { MatchPractitioner } from '../api/get-match-candidates';
import type { MatcherAnswers } from '../utils/matcher-answers';
import type { MatchAnswer, ScoredPractitioner } from '../utils/score-practitioners';
import styles from './matcher.module.css';

/**
 * Why a practitioner fits an answer they meet (so one with a preference), in the page's language; Arabic verbs agree
 * with the practitioner's gender.
 */
function reasonText(
  t: TFunction,
  locale: Locale,
  answer: MatchAnswer,
  answers: MatcherAnswers,
  practitioner: MatchPractitioner,
): string {
  const context = practitioner.gender;
  switch (answer) {
    case 'forWhom':
      return t(`matcher.reasons.forWhom.${answers.forWhom}`, { context });
    case 'concern':
      return t('matcher.reasons.concern', { concern: termLabel(locale, 'concern', answers.concern!) });
    case 'language':
      return t('matcher.reasons.language', {
        context,
        language: termLabel(locale, 'language', answers.language!),
      });
    case 'gender':
      return t(`matcher.reasons.gender.${practitioner.gender}`);
    case 'timing':
      return t('matcher.reasons.timing', { context });
    case 'maxPrice':
      return t('matcher.reasons.maxPrice');
    case 'channel':
      return t(`matcher.reasons.channel.${answers.channel!}`);
    default:
      return answer satisfies never;
  }
}

interface MatchCardProps {
  match: ScoredPractitioner<MatchPractitioner>;
  answers: MatcherAnswers;
}

/** One suggestion: who, their rating and price, the answers they meet and those they do not. */
export function MatchCard({ match, answers }: MatchCardProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { practitioner, met, unmet } = match;
  const reasonsId = `match-${practitioner.id}-reasons`;

  return (
    <Card as="li" interactive className={styles.card}>
      <PractitionerSummary practitioner={practitioner} headingLevel={3} />
      <p className={styles.muted}>
        <Trans
          t={t}
          i18nKey="matcher.card.price"
          values={{ price: formatPrice(practitioner.priceSar, locale) }}
          components={{ price: <bdi dir="ltr" className={styles.amount} /> }}
        />
      </p>
      {met.length > 0 && (
        <>
          <p id={reasonsId} className={styles.reasonsTitle}>
            {t('matcher.card.why')}
          </p>
          <ul aria-labelledby={reasonsId} className={styles.reasons}>
            {met.map((answer) => (
              <li key={answer}>
                <CheckIcon className={styles.check} />
                {reasonText(t, locale, answer, answers, practitioner)}
              </li>
            ))}
          </ul>
        </>
      )}
      {unmet.length > 0 && (
        <p className={styles.differs}>
          {t('matcher.card.differs')}{' '}
          {unmet.map((answer) => t(`matcher.answers.${answer}`)).join(locale === 'ar' ? '، ' : ', ')}
        </p>
      )}
    </Card>
  );
}
