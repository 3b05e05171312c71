import { fromSchemaEnum } from '@sakina/shared/graphql';
import { useLocale } from '@sakina/shared/navigation';
import { optionLabel, termLabel } from '@sakina/shared/vocabulary';
import { useTranslation } from 'react-i18next';
import { LocalizedFields } from '../../../components/localized-fields';
import { languageName } from '../../../components/answer-labels';
import { communicationStyles, concerns, consultationTypes, languages } from '../utils/listing-options';
import { ChoiceList } from '../../../components/choice-list';
import { listingInputId, localizedInputOf, type ListingFieldGroupProps } from './listing-fields';
import { FieldGroup } from '../../../components/field-group';

const lists = ['specializations', 'secondarySpecialties', 'education'] as const;

/** The ticked concerns, those already saved keeping their order (the main ones first) and new ones after them. */
const keepingOrder = (saved: readonly string[], ticked: readonly string[]) => [
  ...saved.filter((key) => ticked.includes(key)),
  ...ticked.filter((key) => !saved.includes(key)),
];

/** What the practitioner offers: specialities and education a line each, languages, consultations and channels. */
export function PracticeFields(group: ListingFieldGroupProps) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const { draft, change, errors } = group;
  return (
    <FieldGroup legend={t('listings.practice')}>
      {lists.map((list) => (
        <LocalizedFields
          key={list}
          label={t(`listings.${list}`)}
          hint={t('listings.oneALine')}
          rows={4}
          {...localizedInputOf(group, list)}
        />
      ))}
      <ChoiceList
        id={listingInputId('concerns')}
        legend={t('listings.concerns')}
        hint={t('listings.concernsHint')}
        choices={concerns}
        labelOf={(key) => termLabel(locale, 'concern', key)}
        chosen={concerns.filter((key) => draft.concerns.includes(key))}
        onChange={(chosen) => change({ concerns: keepingOrder(draft.concerns, chosen) })}
        error={errors.concerns}
      />
      <ChoiceList
        id={listingInputId('languages')}
        legend={t('listings.languages')}
        choices={languages}
        labelOf={(code) => languageName(locale, code)}
        chosen={languages.filter((code) => draft.languages.includes(code))}
        onChange={(chosen) => change({ languages: chosen })}
        error={errors.languages}
        required
      />
      <ChoiceList
        id={listingInputId('consultationTypes')}
        legend={t('listings.consultationTypes')}
        choices={consultationTypes}
        labelOf={(value) => optionLabel(locale, 'consultationType', fromSchemaEnum(value))}
        chosen={draft.consultationTypes}
        onChange={(chosen) => change({ consultationTypes: chosen })}
        error={errors.consultationTypes}
        required
      />
      <ChoiceList
        id={listingInputId('communicationStyles')}
        legend={t('listings.communicationStyles')}
        choices={communicationStyles}
        labelOf={(value) => t(`communicationStyles.${value}`)}
        chosen={draft.communicationStyles}
        onChange={(chosen) => change({ communicationStyles: chosen })}
        error={errors.communicationStyles}
        required
      />
    </FieldGroup>
  );
}
