import { Link } from 'react-router-dom';
import styles from './staff.module.css';

export interface FilterLink {
  key: string;
  /** The list's address with this choice made. */
  to: string;
  label: string;
  /** The choice the list shows now. */
  current: boolean;
}

/** A list's choices as links: the address holds the filter, so Back, reload and a shared link keep it. */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} aria-current={link.current ? 'page' : undefined} className={styles.navLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
