import { useNotifications } from './notifications';

/**
 * The toasts, newest at the bottom. The list is the one live region of the panel, so each
 * message is announced once (the sidebar echo is visual only).
 */
export function ToastList() {
  const { toasts, dismiss } = useNotifications();
  return (
    <section className="adm-toasts" aria-label="Notifications">
      <ul role="log" aria-live="polite" aria-relevant="additions" className="adm-toasts__list">
        {toasts.map((toast) => (
          <li key={toast.id} className={`adm-toast adm-toast--${toast.tone}`}>
            <span>{toast.text}</span>
            <button
              type="button"
              className="adm-toast__dismiss"
              aria-label={`Dismiss: ${toast.text}`}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
