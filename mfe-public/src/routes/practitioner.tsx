import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFound, useShell, type PageDataPreload } from '@sakina/shared/contracts';
import { useLocale, useLocalePath } from '@sakina/shared/navigation';
import { Container, ErrorState } from '@sakina/shared/ui';
import { preloadPractitioner, usePractitioner } from '../features/practitioner-profile/api/get-practitioner';
import { PractitionerProfileSkeleton } from '../features/practitioner-profile/components/practitioner-profile-skeleton';
import { PractitionerProfileView } from '../features/practitioner-profile/components/practitioner-profile-view';
import { useContentHead } from '../hooks/use-content-head';
import { parsePractitionerSlug, practitionerPath } from '../utils/practitioner-path';
import styles from '../features/practitioner-profile/components/practitioner-profile.module.css';

function PractitionerProfile({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { config } = useShell();
  const { data, loading, error, refetch } = usePractitioner(id);
  const practitioner = data?.practitioner;
  // The listing's own words: who they are, what they help with, then the start of their bio.
  useContentHead(
    practitioner && {
      title: practitioner.name[locale],
      description: t('directory.profile.description', {
        name: practitioner.name[locale],
        title: practitioner.title[locale],
        specializations: practitioner.specializations[locale].join(t('directory.profile.listSeparator')),
        bio: practitioner.bio[locale],
      }),
    },
  );

  if (error && !loading) {
    return (
      <ErrorState
        message={t('directory.profile.error.message')}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  }
  if (!data) return <PractitionerProfileSkeleton />;
  if (!practitioner) throw notFound();
  const pagePath = toLocale(practitionerPath(id));
  return (
    <PractitionerProfileView practitioner={practitioner} url={`${config.siteUrl}${pagePath}`} pagePath={pagePath} />
  );
}

/** Ahead of a visit: the profile the page shows (nothing for a malformed slug, which is a 404). */
export const preloadData: PageDataPreload = async ({ client, params }) => {
  const id = parsePractitionerSlug(params.practitionerSlug);
  if (id) await preloadPractitioner(client, id);
};

/** /practitioners/practitioner_{id}: anything else after /practitioners/, or an unknown id, is a 404. */
export default function PractitionerPage() {
  const { practitionerSlug } = useParams();
  const id = parsePractitionerSlug(practitionerSlug);
  if (!id) throw notFound();
  return (
    <Container className={styles.page}>
      <PractitionerProfile key={id} id={id} />
    </Container>
  );
}
