import { useId, useState } from 'react';
import { useCoversPage } from '../../lib/page-shown';
import { useApi } from '../api/api-context';
import { useCollection } from '../api/use-collection';
import { Modal } from '../components/modal';
import { NotificationsProvider, useNotify } from '../components/notifications/notifications';
import { ToastList } from '../components/notifications/toast-list';
import { AccountDialog, type AccountDialogProps } from '../features/account/account-dialog';
import { AnnouncementsTab } from '../features/announcements/announcements-tab';
import { BinTab } from '../features/bin/bin-tab';
import { ChartLinksTab } from '../features/chart-links/chart-links-tab';
import { DashboardTab } from '../features/dashboard/dashboard-tab';
import { DonationsTab } from '../features/donations/donations-tab';
import { FaqTab } from '../features/faq/faq-tab';
import { LedgerTab } from '../features/ledger/ledger-tab';
import { PrivacyTab } from '../features/privacy/privacy-tab';
import { RoadmapTab } from '../features/roadmap/roadmap-tab';
import { type PanelTab, Sidebar } from './sidebar';

/** Props of the panel. */
export interface AdminPanelProps {
  email: string | null;
  onClose: () => void;
  onSignOut: () => void;
  /** The Account area's dependencies; without them the panel has no Account button. */
  account?: Omit<AccountDialogProps, 'onClose'>;
}

/** behaviour §2.4's full-screen admin panel. */
export function AdminPanel(props: AdminPanelProps) {
  // Full screen and opaque: the night sky behind it can stand still (ADR 24).
  useCoversPage();
  return (
    <NotificationsProvider>
      <PanelBody {...props} />
    </NotificationsProvider>
  );
}

function PanelBody({ email, onClose, onSignOut, account }: AdminPanelProps) {
  const api = useApi();
  const notify = useNotify();
  const titleId = useId();
  const [tab, setTab] = useState<PanelTab>('dashboard');
  const [accountOpen, setAccountOpen] = useState(false);
  // All four load at once: the dashboard counts the first three and reads each one's translations
  // (behaviour §8's load failure toasts).
  const donations = useCollection(api, 'donations', () => notify('error', 'Failed to load donation goals'));
  const roadmap = useCollection(api, 'roadmap', () => notify('error', 'Failed to load roadmap items'));
  const faq = useCollection(api, 'faq', () => notify('error', 'Failed to load FAQ items'));
  const announcements = useCollection(api, 'announcements', () =>
    notify('error', 'Failed to load announcements'),
  );
  const count = (state: { status: string; items: unknown[] }) =>
    state.status === 'loading' ? null : state.items.length;
  const loaded = <T,>(state: { status: string; items: T[] }) =>
    state.status === 'loading' ? null : state.items;

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="adm-panel">
      <div className="adm-panel__layout">
        <Sidebar
          titleId={titleId}
          tab={tab}
          onTab={setTab}
          email={email}
          onClose={onClose}
          onSignOut={onSignOut}
          {...(account ? { onAccount: () => setAccountOpen(true) } : {})}
        />
        {/* A scrollable region must be reachable by keyboard, even when the tab holds no control. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard access to a scrollable region (axe scrollable-region-focusable) */}
        <section className="adm-panel__content" aria-label="Panel content" tabIndex={0}>
          {tab === 'dashboard' ? (
            <DashboardTab
              counts={{ donations: count(donations), roadmap: count(roadmap), faq: count(faq) }}
              lists={{
                donations: loaded(donations),
                roadmap: loaded(roadmap),
                faq: loaded(faq),
                announcements: loaded(announcements),
              }}
            />
          ) : tab === 'donations' ? (
            <DonationsTab collection={donations} />
          ) : tab === 'roadmap' ? (
            <RoadmapTab collection={roadmap} />
          ) : tab === 'faq' ? (
            <FaqTab collection={faq} />
          ) : tab === 'announcements' ? (
            <AnnouncementsTab collection={announcements} />
          ) : tab === 'chartLinks' ? (
            <ChartLinksTab />
          ) : tab === 'privacy' ? (
            <PrivacyTab />
          ) : tab === 'ledger' ? (
            <LedgerTab />
          ) : (
            <BinTab
              onRestored={(kind) =>
                kind === 'donations'
                  ? donations.reload()
                  : kind === 'roadmap'
                    ? roadmap.reload()
                    : kind === 'faq'
                      ? faq.reload()
                      : kind === 'announcements'
                        ? announcements.reload()
                        : undefined
              }
            />
          )}
        </section>
      </div>
      <ToastList />
      {account && accountOpen ? <AccountDialog {...account} onClose={() => setAccountOpen(false)} /> : null}
    </Modal>
  );
}
