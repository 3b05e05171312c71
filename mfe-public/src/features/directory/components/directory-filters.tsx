import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toSchemaEnum } from '@sakina/shared/graphql';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Badge, Button, Select } from '@sakina/shared/ui';
import { concernKeys, termLabel } from '@sakina/shared/vocabulary';
import {
  facetOf,
  type DirectoryFacet,
  type DirectoryFacetFilter,
  type DirectoryFacets,
} from '../api/get-practitioners';
import {
  activeFilterCount,
  channels,
  consultationTypes,
  defaultSort,
  directoryQueryString,
  directorySorts,
  genders,
  languages,
  withoutFilters,
  type DirectoryState,
} from '../utils/directory-state';
import { useOpenOnWideScreens } from '../hooks/use-open-on-wide-screens';
import { FilterChoices } from './filter-choices';
import styles from './directory.module.css';

type Facet = DirectoryFacet;

type DirectoryFiltersProps = {
  formId: string;
  view: DirectoryState;
  /** The counts of the view shown (or the last one, while the next is read); undefined until first read. */
  facets: DirectoryFacets | undefined;
  /** A filter changed: the form's fields hold the new view. */
  onChange: () => void;
};

const countOf = (facet: Facet | undefined, value: string | null) =>
  value === null ? facet?.any : facet?.options.find((option) => option.value === value)?.count;

/**
 * Every filter of the directory, in one sheet: a disclosure on phones (it opens without scripts too) and a column
 * beside the results on wide screens. Each choice shows how many practitioners it would leave.
 */
export function DirectoryFilters({ formId, view, facets, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const summaryId = useId();
  const sheet = useOpenOnWideScreens();
  const active = activeFilterCount(view);
  const change = () => onChange();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('directory.filters.option', { label, count });

  /** A choice of a single-choice filter: "any" is null, sent as nothing. */
  const choiceOf = (facet: Facet | undefined, value: string | null, chosen: string | null, label: string) => {
    const count = countOf(facet, value);
    return {
      value: value ?? '',
      label: withCount(label, count),
      chosen: value === chosen,
      count: value === null ? undefined : count,
    };
  };

  /** A single-choice filter as radio buttons, "any" first. */
  const radioFilter = (
    name: 'type' | 'channel' | 'gender',
    filter: DirectoryFacetFilter,
    legend: string,
    values: readonly string[],
    chosen: string | null,
    labelOf: (value: string | null) => string,
  ) => (
    <FilterChoices
      kind="radio"
      name={name}
      formId={formId}
      legend={legend}
      onChange={change}
      choices={[null, ...values].map((value) => choiceOf(facetOf(facets, filter), value, chosen, labelOf(value)))}
    />
  );

  /** A single-choice filter with many choices, as a select, "any" first. */
  const selectFilter = (
    name: 'language' | 'maxPrice',
    filter: DirectoryFacetFilter,
    label: string,
    values: readonly string[],
    chosen: string | null,
    labelOf: (value: string | null) => string,
  ) => (
    <Select
      name={name}
      form={formId}
      label={label}
      value={chosen ?? ''}
      onChange={change}
      options={[null, ...values].map((value) => {
        const choice = choiceOf(facetOf(facets, filter), value, chosen, labelOf(value));
        return { value: choice.value, label: choice.label, disabled: choice.count === 0 && !choice.chosen };
      })}
    />
  );

  const prices = facetOf(facets, 'MAX_PRICE')?.options.map((step) => step.value) ?? [];
  const chosenPrice = view.maxPrice === null ? null : String(view.maxPrice);
  if (chosenPrice !== null && !prices.includes(chosenPrice)) prices.push(chosenPrice);
  const urgentCount = countOf(facetOf(facets, 'URGENT'), 'true');

  return (
    <aside aria-label={t('directory.filters.landmark')} className={styles.filterArea}>
      <details ref={sheet} className={styles.sheet} aria-labelledby={summaryId}>
        <summary id={summaryId} className={styles.sheetToggle}>
          {t('directory.filters.toggle')}
          {active > 0 && (
            <>
              {' '}
              <Badge tone="primary">{t('directory.filters.active', { count: active })}</Badge>
            </>
          )}
        </summary>
        <div className={styles.filters}>
          <FilterChoices
            kind="checkbox"
            name="concern"
            formId={formId}
            legend={t('directory.filters.concerns')}
            hint={t('directory.filters.concernsHint')}
            onChange={change}
            choices={concernKeys.map((key) => {
              const count = countOf(facetOf(facets, 'CONCERNS'), key);
              return {
                value: key,
                label: withCount(termLabel(locale, 'concern', key), count),
                chosen: view.concerns.includes(key),
                count,
              };
            })}
          />
          {radioFilter('type', 'TYPE', t('directory.filters.type'), consultationTypes, view.type, (type) =>
            type ? t(`directory.labels.consultationType.${toSchemaEnum(type)}`) : t('directory.filters.typeAny'),
          )}
          {radioFilter('channel', 'CHANNEL', t('directory.filters.channel'), channels, view.channel, (channel) =>
            channel
              ? t(`directory.labels.communicationStyle.${toSchemaEnum(channel)}`)
              : t('directory.filters.channelAny'),
          )}
          {selectFilter('language', 'LANGUAGE', t('directory.filters.language'), languages, view.language, (code) =>
            code ? termLabel(locale, 'language', code) : t('directory.filters.languageAny'),
          )}
          {selectFilter('maxPrice', 'MAX_PRICE', t('directory.filters.maxPrice'), prices, chosenPrice, (price) =>
            price ? t('directory.filters.maxPriceOption', { price }) : t('directory.filters.maxPriceAny'),
          )}
          <FilterChoices
            kind="checkbox"
            name="urgent"
            formId={formId}
            legend={t('directory.filters.urgentLegend')}
            onChange={change}
            choices={[
              {
                value: '1',
                label: withCount(t('directory.filters.urgent'), urgentCount),
                chosen: view.urgent,
                count: urgentCount,
              },
            ]}
          />
          {radioFilter('gender', 'GENDER', t('directory.gender.label'), genders, view.gender, (gender) =>
            t(`directory.gender.${gender ?? 'any'}`),
          )}
          <Select
            name="sort"
            form={formId}
            label={t('directory.sort.label')}
            // The default order is sent as nothing: a new search then ranks by relevance.
            value={view.sort === defaultSort(view.search) ? '' : view.sort}
            onChange={change}
            options={directorySorts
              .filter((sort) => sort !== 'relevance' || view.search)
              .map((sort) => ({
                value: sort === defaultSort(view.search) ? '' : sort,
                label: t(`directory.sort.${sort}`),
              }))}
            className={styles.sort}
          />
          <div className={styles.filterActions}>
            <Button type="submit" form={formId} variant="secondary">
              {t('directory.filters.apply')}
            </Button>
            {active > 0 && (
              <LocaleLink to={`/practitioners${directoryQueryString(withoutFilters(view))}`} preventScrollReset>
                {t('directory.filters.clear')}
              </LocaleLink>
            )}
          </div>
        </div>
      </details>
    </aside>
  );
}
