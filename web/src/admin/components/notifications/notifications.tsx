import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { type Toast, toastReducer } from './toast-store';

/** behaviour §9: how long a message stays in the sidebar. */
export const SIDEBAR_MESSAGE_MS = 3000;
/** How long a toast stays before it leaves by itself (errors stay longer to be read). */
export const TOAST_MS = { success: 5000, error: 10000 } as const;

/** Shows a toast and, for 3 s, the same text in the sidebar. */
export type Notify = (tone: Toast['tone'], text: string) => void;

interface NotificationsValue {
  notify: Notify;
  toasts: readonly Toast[];
  dismiss: (id: number) => void;
  sidebarMessage: Omit<Toast, 'id'> | null;
}

const NotificationsContext = createContext<NotificationsValue | null>(null);

/** Holds the panel's toasts and sidebar message. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const [sidebarMessage, setSidebarMessage] = useState<Omit<Toast, 'id'> | null>(null);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sidebarTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  const dismiss = useCallback((id: number) => dispatch({ type: 'dismiss', id }), []);

  const notify = useCallback<Notify>(
    (tone, text) => {
      const id = nextId.current++;
      dispatch({ type: 'add', toast: { id, tone, text } });
      later(TOAST_MS[tone], () => dismiss(id));
      setSidebarMessage({ tone, text });
      if (sidebarTimer.current) clearTimeout(sidebarTimer.current);
      sidebarTimer.current = later(SIDEBAR_MESSAGE_MS, () => setSidebarMessage(null));
    },
    [later, dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return (
    <NotificationsContext.Provider value={{ notify, toasts, dismiss, sidebarMessage }}>
      {children}
    </NotificationsContext.Provider>
  );
}

/** The panel's notifications; only valid inside NotificationsProvider. */
export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider');
  return value;
}

/** Shortcut to notify from a tab. */
export function useNotify(): Notify {
  return useNotifications().notify;
}
