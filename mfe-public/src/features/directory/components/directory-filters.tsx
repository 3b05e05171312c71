import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, RadioGroup, Select } from '@sakina/shared/ui';
import {
  defaultSort,
  directorySorts,
  genders,
  type DirectorySort,
  type DirectoryState,
  type Gender,
} from '../utils/directory-state';
import styles from './directory.module.css';

type DirectoryFiltersProps = {
  state: DirectoryState;
  onChange: (change: { gender: Gender | null } | { sort: DirectorySort }) => void;
  /** On small screens the choices fold behind one "Filters" button; wide screens always show them. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const anyGender = 'any';

/** How many of the folded choices differ from the plain directory. */
export function activeFilterCount(state: DirectoryState): number {
  return (state.gender ? 1 : 0) + (state.sort !== defaultSort ? 1 : 0);
}

/** Gender preference and sort order; each choice goes straight into the URL. */
export function DirectoryFilters({ state, onChange, open, onOpenChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('public');
  const filtersId = useId();
  const active = activeFilterCount(state);
  return (
    <div className={styles.filterArea}>
      <Button
        variant="secondary"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => onOpenChange(!open)}
      >
        {t('directory.filters.toggle')}
        {active > 0 && (
          <>
            {' '}
            <Badge tone="primary">{t('directory.filters.active', { count: active })}</Badge>
          </>
        )}
      </Button>
      <div id={filtersId} className={styles.filters} data-open={open}>
        <RadioGroup
          label={t('directory.gender.label')}
          orientation="horizontal"
          value={state.gender ?? anyGender}
          onValueChange={(value) => onChange({ gender: genders.find((gender) => gender === value) ?? null })}
          options={[anyGender, ...genders].map((value) => ({ value, label: t(`directory.gender.${value}`) }))}
        />
        <Select
          label={t('directory.sort.label')}
          value={state.sort}
          onChange={(event) => {
            const sort = directorySorts.find((value) => value === event.target.value);
            if (sort) onChange({ sort });
          }}
          options={directorySorts.map((value) => ({ value, label: t(`directory.sort.${value}`) }))}
          className={styles.sort}
        />
      </div>
    </div>
  );
}
