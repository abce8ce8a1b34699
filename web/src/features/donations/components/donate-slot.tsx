import { lazy, Suspense } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { DonatePanelProps } from './donate-panel';

// The request's code, its QR code and the receipt's polling load when a donor first opens a donate
// control (ADR 40): nothing of it is in the page until then.
const DonatePanel = lazy(() => import('./donate-panel'));

/** The opener of a donation panel: a button that says what it opens, and whether it is open. */
export function DonateOpener({
  label,
  panelId,
  open,
  onToggle,
  primary = true,
}: {
  label: string;
  /** False beside another primary button ("Copy Address"), which keeps the first place. */
  primary?: boolean;
  panelId: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`button donate-opener${primary ? ' button-primary' : ''}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}

/** Where an opened donation panel shows, with a line while its code loads. */
export function DonateSlot(props: DonatePanelProps) {
  return (
    <Suspense
      fallback={
        <p className="card-meta" role="status">
          {t('donate.loadingPanel')}
        </p>
      }
    >
      <DonatePanel {...props} />
    </Suspense>
  );
}
