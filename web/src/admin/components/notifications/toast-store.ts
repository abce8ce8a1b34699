/** behaviour §9: at most 20 toasts at once; the oldest go first. */
export const TOAST_LIMIT = 20;

/** A success or failure notice. */
export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number };

/** Keeps the newest TOAST_LIMIT toasts, newest last. */
export function toastReducer(toasts: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...toasts, action.toast].slice(-TOAST_LIMIT);
    case 'dismiss':
      return toasts.filter((toast) => toast.id !== action.id);
  }
}
