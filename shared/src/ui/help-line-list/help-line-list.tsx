import { useTranslation } from 'react-i18next';
import { helpLines, type HelpLineKind, type HelpLineNumbers } from '../../help-lines';
import { classNames } from '../utils/class-names';
import styles from './help-line-list.module.css';

export type HelpLineListProps = {
  numbers: HelpLineNumbers;
  /** Some of the lines only (in the order every page uses); all of them unless told. */
  only?: readonly HelpLineKind[];
  className?: string;
};

/** The help numbers, each after the name of what it is and a link that calls it. */
export function HelpLineList({ numbers, only, className }: HelpLineListProps) {
  const { t } = useTranslation('helpLines');
  return (
    <ul className={classNames(styles.list, className)}>
      {helpLines(numbers, only).map((line) => (
        <li key={line.kind}>
          {t(line.nameKey)}:{' '}
          <a
            href={`tel:${line.number}`}
            aria-label={t(line.callKey, { number: line.number })}
            className={styles.number}
          >
            <bdi dir="ltr">{line.number}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
