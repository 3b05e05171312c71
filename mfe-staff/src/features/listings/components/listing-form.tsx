import { Button, ErrorSummary } from '@sakina/shared/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../../components/failure-message';
import { UnsavedChanges } from '../../../components/unsaved-changes';
import { fieldErrorMessages } from '../../../components/field-errors';
import type { StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import type { ListingDetail } from '../api/get-listing';
import { useListingActions } from '../hooks/use-listing-actions';
import { useListingDraft } from '../hooks/use-listing-draft';
import { communicationStyles, concerns, consultationTypes, languages } from '../utils/listing-options';
import { choiceId } from '../../../components/choice-list';
import { listingInputId } from './listing-fields';
import { PlatformFields } from './platform-fields';
import { PracticeFields } from './practice-fields';
import { ProfileFields } from './profile-fields';
import { RegistrationFields } from './registration-fields';

/** Refusals about one field, told beside it too. */
const fieldOfRefusal: Partial<Record<StaffFailure['code'], string>> = {
  STAFF_LISTING_PRICE_REQUIRED: 'priceSar',
  STAFF_LISTING_REGISTRATION_EXPIRED: 'registrationExpiresOn',
};

/** A choice list's error links to its first box. */
const summaryTargets: Record<string, string> = {
  concerns: choiceId(listingInputId('concerns'), concerns[0] ?? ''),
  languages: choiceId(listingInputId('languages'), languages[0]),
  consultationTypes: choiceId(listingInputId('consultationTypes'), consultationTypes[0] ?? ''),
  communicationStyles: choiceId(listingInputId('communicationStyles'), communicationStyles[0] ?? ''),
};

interface ListingFormProps {
  listing: ListingDetail;
  /** Reads the listing again from the API. */
  onReload: () => Promise<unknown>;
}

/** Every field of a listing in four groups, then Save and Publish or Unlist as its status allows. */
export function ListingForm({ listing, onReload }: ListingFormProps) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const draftState = useListingDraft(listing);
  const { draft, change, unsaved } = draftState;
  const { outcome, save, publish, unlist, startOver } = useListingActions(listing, draftState);
  const failure = outcome.status === 'failed' ? outcome.failure : null;
  const busy = outcome.status === 'working';

  const errors = fieldErrorMessages(failure?.fields ?? [], t, tValidation);
  const refusedField = failure ? fieldOfRefusal[failure.code] : undefined;
  if (failure && refusedField) errors[refusedField] = t(`errors.${failure.code}`);
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: summaryTargets[field] ?? listingInputId(field),
    message,
  }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  async function reload() {
    await onReload();
    startOver();
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className={styles.form} aria-label={t('listings.formLabel')}>
      {failure && failure.fields.length > 0 ? <ErrorSummary title={t('errors.fields')} errors={summary} /> : null}
      <FailureMessage failure={failure} reloadLabel={t('listings.reload')} onReload={() => void reload()} />
      {unsaved ? <UnsavedChanges busy={busy} onDiscard={startOver} /> : null}
      <ProfileFields draft={draft} change={change} errors={errors} />
      <PracticeFields draft={draft} change={change} errors={errors} />
      <RegistrationFields draft={draft} change={change} errors={errors} />
      <PlatformFields draft={draft} change={change} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t('listings.save')}
        </Button>
        {listing.status === 'PUBLISHED' ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void unlist()}>
            {t('listings.unlist')}
          </Button>
        ) : (
          <Button type="button" variant="accent" disabled={busy} onClick={() => void publish()}>
            {unsaved ? t('listings.saveAndPublish') : t('listings.publish')}
          </Button>
        )}
      </div>
      <p role="status" className={styles.notice}>
        {outcome.status === 'saved' || outcome.status === 'published' || outcome.status === 'unlisted'
          ? t(`listings.${outcome.status}`)
          : ''}
      </p>
    </form>
  );
}
