import { lazy, Suspense, useRef } from 'react';
import { ChunkBoundary } from '../../../components/ui/chunk-boundary';
import { t } from '../../../lib/i18n/i18n';
import { useInView } from '../../../lib/use-in-view';
import { withTimeout } from '../../../lib/with-timeout';
import type { DonationLedgerProps } from './donation-ledger';

/** Asked for when the part comes within this many px of the viewport, so it is ready when read. */
const LOAD_MARGIN_PX = 400;

const DonationLedger = lazy(withTimeout(() => import('./donation-ledger')));

/** The id of the part, the goals' link target. */
export const LEDGER_PART_ID = 'donation-ledger';

/**
 * "Where donations went", inside the donation section: its heading is in the page's HTML, its code
 * and data load only once it nears the viewport (the landing page's first script pays nothing).
 */
export function LedgerSlot(props: DonationLedgerProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useInView(ref, LOAD_MARGIN_PX);
  return (
    <section id={LEDGER_PART_ID} ref={ref} className="ledger" aria-labelledby={`${LEDGER_PART_ID}-title`}>
      <h3 id={`${LEDGER_PART_ID}-title`} className="subheading">
        {t('ledger.title')}
      </h3>
      <p className="card-text">{t('ledger.intro')}</p>
      {near && (
        <ChunkBoundary>
          <Suspense fallback={<p className="card-meta">{t('ledger.loading')}</p>}>
            <DonationLedger {...props} />
          </Suspense>
        </ChunkBoundary>
      )}
    </section>
  );
}
