import { createContext } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export type ToastOptions = {
  tone?: ToastTone;
  /** How long the toast stays; 0 keeps it until closed. */
  durationMs?: number;
};

export type ToastApi = {
  /** Shows a message and returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
