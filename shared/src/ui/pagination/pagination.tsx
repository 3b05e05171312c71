import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronBackIcon, ChevronForwardIcon } from '../icons/icons';
import { formatNumber } from '../utils/format-number';
import { pageWindow } from './page-window';
import styles from './pagination.module.css';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Buttons that call this… */
  onPageChange?: (page: number) => void;
  /** …or links to these addresses (better: pages can be bookmarked and crawled). */
  getHref?: (page: number) => string;
  /** Names the navigation; defaults to "Pages". */
  label?: string;
  className?: string;
};

type PageControlProps = {
  target: number;
  disabled?: boolean;
  current?: boolean;
  label: string;
  children: ReactNode;
} & Pick<PaginationProps, 'onPageChange' | 'getHref'>;

function PageControl({ target, disabled, current, label, children, onPageChange, getHref }: PageControlProps) {
  if (getHref) {
    if (disabled) {
      return (
        <a role="link" className={styles.item} aria-disabled="true" aria-label={label}>
          {children}
        </a>
      );
    }
    // Another page of the same list: the list, not the router, decides where the visitor is taken.
    return (
      <Link
        to={getHref(target)}
        preventScrollReset
        className={styles.item}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.item}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={current ? undefined : () => onPageChange?.(target)}
    >
      {children}
    </button>
  );
}

/** Previous, up to five numbered pages around the current one, and next. */
export function Pagination({ page, pageCount, onPageChange, getHref, label, className }: PaginationProps) {
  const { t, i18n } = useTranslation('ui');
  if (pageCount <= 1) return null;
  const controls = { onPageChange, getHref };

  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <ul className={styles.list}>
        <li>
          <PageControl target={page - 1} disabled={page <= 1} label={t('pagination.previous')} {...controls}>
            <ChevronBackIcon />
            <span className={styles.stepText}>{t('previous')}</span>
          </PageControl>
        </li>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <PageControl
              target={number}
              current={number === page}
              label={t('pagination.page', { page: number })}
              {...controls}
            >
              {formatNumber(number, i18n.language)}
            </PageControl>
          </li>
        ))}
        <li>
          <PageControl target={page + 1} disabled={page >= pageCount} label={t('pagination.next')} {...controls}>
            <span className={styles.stepText}>{t('next')}</span>
            <ChevronForwardIcon />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
