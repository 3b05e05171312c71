import type { ListingStatus } from '@sakina/shared/graphql';
import { Badge, type BadgeTone } from '@sakina/shared/ui';
import { useTranslation } from 'react-i18next';

const tones: Record<ListingStatus, BadgeTone> = {
  DRAFT: 'info',
  PUBLISHED: 'success',
  UNLISTED: 'neutral',
  EXPIRED: 'warning',
};

/** A listing's status in words (the colour only supports them). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('staff');
  return <Badge tone={tones[status]}>{t(`listingStatuses.${status}`)}</Badge>;
}
