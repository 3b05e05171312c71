import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/spinner';
import { classNames } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The class names of a button, for elements that must look like one (links, file pickers). */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: ButtonStyleOptions) {
  return classNames(
    styles.button,
    styles[variant],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    className,
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleOptions & {
    /** Shows a spinner, announces the busy state and ignores clicks (the button keeps its focus). */
    loading?: boolean;
  };

/** A button; `type` defaults to "button", so pass type="submit" for form submission. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const { t } = useTranslation('ui');

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Also stops a submit button from submitting the form twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type={type}
      className={buttonClassName({
        variant,
        size,
        fullWidth,
        className: classNames(loading && styles.loading, className),
      })}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
      {loading && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
    </button>
  );
}
