import type { ArticleStatus } from '@sakina/shared/graphql';
import { Badge, type BadgeTone } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';

const tones: Record<ArticleStatus, BadgeTone> = {
  DRAFT: 'info',
  IN_REVIEW: 'warning',
  APPROVED: 'primary',
  SCHEDULED: 'primary',
  PUBLISHED: 'success',
  UNPUBLISHED: 'neutral',
};

/** An article's status in words (the colour only supports them). */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('staff');
  return <Badge tone={tones[status]}>{t(`articleStatuses.${status}`)}</Badge>;
}
