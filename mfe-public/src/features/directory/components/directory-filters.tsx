import { useTranslation } from 'react-i18next';
import { RadioGroup, Select } from '@sakina/shared/ui';
import {
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
};

const anyGender = 'any';

/** Gender preference and sort order; each choice goes straight into the URL. */
export function DirectoryFilters({ state, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('public');
  return (
    <div className={styles.filters}>
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
  );
}
