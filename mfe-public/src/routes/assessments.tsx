import { useTranslation } from 'react-i18next';
import { Container } from '@sakina/shared/ui';
import { AssessmentCatalogue } from '../features/assessments/components/assessment-catalogue';
import { AssessmentNotes } from '../features/assessments/components/assessment-notes';
import styles from '../features/assessments/components/assessments.module.css';
import { withPageStrings } from '../i18n/page-strings';

function AssessmentsPage() {
  const { t } = useTranslation('public');
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pages.assessments.title')}</h1>
        <p className={styles.intro}>{t('assessments.list.intro')}</p>
        <AssessmentNotes />
      </header>
      <AssessmentCatalogue />
    </Container>
  );
}

export default withPageStrings(AssessmentsPage, 'assessments');
