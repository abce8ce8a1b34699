/** Placeholder until the admin tree lands: the landing page lazy-loads this module. */
export interface AdminRootProps {
  /** Which view the visitor asked for; the panel falls back to the login when nobody is signed in. */
  initialView: 'login' | 'panel';
  onClose: () => void;
}

export function AdminRoot({ onClose }: AdminRootProps) {
  return (
    <dialog open aria-label="Admin Access">
      <p>The admin panel is not available yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
