import { useNotifications } from '../components/notifications/notifications';

/** The panel's sections, behaviour §2.4's first and in its order. */
export const PANEL_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'donations', label: 'Donation Goals' },
  { id: 'roadmap', label: 'Roadmap' },
  { id: 'faq', label: 'FAQ Management' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'chartLinks', label: 'Chart Links' },
  { id: 'privacy', label: 'Privacy Policy' },
  { id: 'ledger', label: 'Ledger' },
  { id: 'bin', label: 'Bin' },
] as const;
export type PanelTab = (typeof PANEL_TABS)[number]['id'];

/** Props of the sidebar. */
export interface SidebarProps {
  titleId: string;
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  email: string | null;
  onClose: () => void;
  onSignOut: () => void;
  /** Opens the Account area (sign-ins, second factor, sign out everywhere), when there is one. */
  onAccount?: () => void;
}

/** Navigation, the 3-second message, the signed-in email, sign-out and close. */
export function Sidebar({ titleId, tab, onTab, email, onClose, onSignOut, onAccount }: SidebarProps) {
  const { sidebarMessage } = useNotifications();
  return (
    <div className="adm-sidebar">
      <div className="adm-sidebar__head">
        <h2 id={titleId} className="adm-sidebar__title">
          Admin Panel
        </h2>
        <button type="button" className="adm-icon-button" aria-label="Close admin panel" onClick={onClose}>
          ×
        </button>
      </div>
      <nav aria-label="Admin sections">
        <ul className="adm-nav">
          {PANEL_TABS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="adm-nav__item"
                aria-current={item.id === tab ? 'page' : undefined}
                onClick={() => onTab(item.id)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {/* A visual echo of the latest toast: the toast list already announces it. */}
      <p
        aria-hidden="true"
        className={`adm-sidebar__message${sidebarMessage ? ` adm-sidebar__message--${sidebarMessage.tone}` : ''}`}
      >
        {sidebarMessage?.text}
      </p>
      <div className="adm-sidebar__foot">
        {email ? <p className="adm-meta">Signed in as {email}</p> : null}
        {onAccount ? (
          <button type="button" className="adm-button" onClick={onAccount}>
            Account
          </button>
        ) : null}
        <button type="button" className="adm-button" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </div>
  );
}
