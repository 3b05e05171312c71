import { useTranslation } from 'react-i18next';
import { usePageHead } from '@sakina/shared/navigation';
import { metaDescription } from '../utils/meta-description';

/** The head of a page about one thing (a practitioner, an FAQ category): its name, and its own words as description. */
export function useContentHead(content: { title: string; description: string } | null | undefined): void {
  const { t } = useTranslation('public');
  usePageHead(
    content ? { title: content.title, description: metaDescription(content.description) } : {},
    t('brand', { ns: 'shell' }),
  );
}
