import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toSchemaEnum } from '@sakina/shared/graphql';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Badge, Button, Select } from '@sakina/shared/ui';
import { concernKeys, termLabel } from '@sakina/shared/vocabulary';
import { facetOf, type DirectoryFacet, type DirectoryFacets } from '../api/get-practitioners';
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

  /** A choice of a single-choice filter (a radio button): "any" is null, sent as nothing. */
  const choiceOf = (facet: Facet | undefined, value: string | null, chosen: string | null, label: string) => {
    const count = countOf(facet, value);
    return {
      value: value ?? '',
      label: withCount(label, count),
      chosen: value === chosen,
      count: value === null ? undefined : count,
    };
  };
  /** The same as an option of a select. */
  const optionOf = (facet: Facet | undefined, value: string | null, chosen: string | null, label: string) => {
    const { value: sent, label: shown, chosen: isChosen, count } = choiceOf(facet, value, chosen, label);
    return { value: sent, label: shown, disabled: count === 0 && !isChosen };
  };

  const prices = facetOf(facets, 'MAX_PRICE')?.options.map((step) => step.value) ?? [];
  const chosenPrice = view.maxPrice === null ? null : String(view.maxPrice);
  if (chosenPrice !== null && !prices.includes(chosenPrice)) prices.push(chosenPrice);

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
          <FilterChoices
            kind="radio"
            name="type"
            formId={formId}
            legend={t('directory.filters.type')}
            onChange={change}
            choices={[null, ...consultationTypes].map((type) =>
              choiceOf(
                facetOf(facets, 'TYPE'),
                type,
                view.type,
                type ? t(`directory.labels.consultationType.${toSchemaEnum(type)}`) : t('directory.filters.typeAny'),
              ),
            )}
          />
          <FilterChoices
            kind="radio"
            name="channel"
            formId={formId}
            legend={t('directory.filters.channel')}
            onChange={change}
            choices={[null, ...channels].map((channel) =>
              choiceOf(
                facetOf(facets, 'CHANNEL'),
                channel,
                view.channel,
                channel
                  ? t(`directory.labels.communicationStyle.${toSchemaEnum(channel)}`)
                  : t('directory.filters.channelAny'),
              ),
            )}
          />
          <Select
            name="language"
            form={formId}
            label={t('directory.filters.language')}
            value={view.language ?? ''}
            onChange={change}
            options={[null, ...languages].map((code) =>
              optionOf(
                facetOf(facets, 'LANGUAGE'),
                code,
                view.language,
                code ? termLabel(locale, 'language', code) : t('directory.filters.languageAny'),
              ),
            )}
          />
          <Select
            name="maxPrice"
            form={formId}
            label={t('directory.filters.maxPrice')}
            value={chosenPrice ?? ''}
            onChange={change}
            options={[null, ...prices].map((price) =>
              optionOf(
                facetOf(facets, 'MAX_PRICE'),
                price,
                chosenPrice,
                price ? t('directory.filters.maxPriceOption', { price }) : t('directory.filters.maxPriceAny'),
              ),
            )}
          />
          <FilterChoices
            kind="checkbox"
            name="urgent"
            formId={formId}
            legend={t('directory.filters.urgentLegend')}
            onChange={change}
            choices={[
              {
                value: '1',
                label: withCount(t('directory.filters.urgent'), countOf(facetOf(facets, 'URGENT'), 'true')),
                chosen: view.urgent,
                count: countOf(facetOf(facets, 'URGENT'), 'true'),
              },
            ]}
          />
          <FilterChoices
            kind="radio"
            name="gender"
            formId={formId}
            legend={t('directory.gender.label')}
            onChange={change}
            choices={[null, ...genders].map((gender) =>
              choiceOf(facetOf(facets, 'GENDER'), gender, view.gender, t(`directory.gender.${gender ?? 'any'}`)),
            )}
          />
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
