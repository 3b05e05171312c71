import type { MoveDirection } from '@sakina/shared/graphql';
import { Badge, Button } from '@sakina/shared/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../../components/failure-message';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { FormToggle, type FormControls } from '../../../components/form-toggle';

const directions: MoveDirection[] = ['UP', 'DOWN'];

interface FaqEntryProps {
  /** The heading's id: the entry is named by it. */
  id: string;
  level: 2 | 3;
  /** In the page's language. */
  title: string;
  published: boolean;
  /** Where it stands among its siblings: the first cannot move up, the last down. */
  first: boolean;
  last: boolean;
  /** Swaps it with its neighbour; resolves once the list was read again. */
  onMove: (direction: MoveDirection) => Promise<unknown>;
  onReload: () => Promise<unknown>;
  editForm: (controls: FormControls) => ReactNode;
  children?: ReactNode;
}

/** A category or a question: its title and state, Edit (a small form below), Move up and Move down. */
export function FaqEntry({
  id,
  level,
  title,
  published,
  first,
  last,
  onMove,
  onReload,
  editForm,
  children,
}: FaqEntryProps) {
  const { t } = useTranslation('staff');
  const [moving, setMoving] = useState<MoveDirection | null>(null);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [moved, setMoved] = useState('');
  const buttons = { UP: useRef<HTMLButtonElement>(null), DOWN: useRef<HTMLButtonElement>(null) };
  const Heading = level === 2 ? 'h2' : 'h3';

  async function move(direction: MoveDirection) {
    if (moving) return;
    setMoving(direction);
    setFailure(null);
    setMoved('');
    try {
      await onMove(direction);
      setMoved(t(`faq.moved.${direction}`, { title }));
    } catch (error) {
      setFailure(staffFailure(error));
    }
    setMoving(null);
    // The entry changed places: the focus stays on the button pressed, or its pair once at either end.
    requestAnimationFrame(() => {
      const pressed = buttons[direction].current;
      (pressed && !pressed.disabled ? pressed : buttons[direction === 'UP' ? 'DOWN' : 'UP'].current)?.focus();
    });
  }

  return (
    <section aria-labelledby={id} className={styles.faqEntry}>
      <Heading id={id} className={styles.subtitle}>
        {title}
      </Heading>
      <p>
        <Badge tone={published ? 'success' : 'neutral'}>{published ? t('faq.published') : t('faq.notPublished')}</Badge>
      </p>
      <div className={styles.actions}>
        {directions.map((direction) => (
          <Button
            key={direction}
            ref={buttons[direction]}
            type="button"
            variant="ghost"
            size="small"
            aria-label={t(`faq.move.${direction}`, { title })}
            disabled={direction === 'UP' ? first : last}
            onClick={() => void move(direction)}
          >
            {t(`faq.moveShort.${direction}`)}
          </Button>
        ))}
        <FormToggle label={t('faq.edit')} name={t('faq.editOf', { title })}>
          {editForm}
        </FormToggle>
      </div>
      <FailureMessage failure={failure} reloadLabel={t('faq.reload')} onReload={() => void onReload()} />
      <p role="status" className={styles.notice}>
        {moved}
      </p>
      {children}
    </section>
  );
}
