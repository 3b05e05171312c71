import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons';
import { ToastContext, type ToastApi, type ToastTone } from './toast-context';
import styles from './toast.module.css';

type Toast = { id: number; message: string; tone: ToastTone };

export type ToastProviderProps = {
  children: ReactNode;
  defaultDurationMs?: number;
};

/** Holds the toasts and the live regions that announce them; render it once, near the root. */
export function ToastProvider({ children, defaultDurationMs = 6000 }: ToastProviderProps) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const id = nextId.current;
      nextId.current += 1;
      setToasts((current) => [...current, { id, message, tone: options.tone ?? 'info' }]);
      const duration = options.durationMs ?? defaultDurationMs;
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [defaultDurationMs, dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  function renderToast(toast: Toast) {
    return (
      <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
        <p className={styles.message}>{toast.message}</p>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={() => dismiss(toast.id)}>
          <CloseIcon />
        </button>
      </div>
    );
  }

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label={t('toast.region')}>
        {/* Live regions exist before any message so screen readers notice what is added. */}
        <div role="status" className={styles.stack}>
          {toasts.filter((toast) => toast.tone !== 'danger').map(renderToast)}
        </div>
        <div role="alert" className={styles.stack}>
          {toasts.filter((toast) => toast.tone === 'danger').map(renderToast)}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
