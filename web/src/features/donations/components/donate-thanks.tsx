import { useEffect, useRef } from 'react';
import { formatSol } from '../../../lib/chain-read';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { useReceipt } from '../hooks/use-receipt';
import type { DonateGoal } from '../lib/donate-goal';

export interface DonateThanksProps {
  reference: string;
  /** True once the donor opened the link or was shown the code. */
  watching: boolean;
  goal?: DonateGoal;
  explorerTransactionUrl?: string;
  onAgain: () => void;
  onArrived?: (() => void) | undefined;
}

/**
 * The request's status line, a live region that is always there (so the thank-you moves nothing on the
 * page): waiting while the request is open, then the thank-you with the transaction's explorer link.
 */
export function DonateThanks({
  reference,
  watching,
  goal,
  explorerTransactionUrl,
  onAgain,
  onArrived,
}: DonateThanksProps) {
  const receipt = useReceipt(reference, watching);
  const arrived = receipt.status === 'arrived';
  const told = useRef(onArrived);
  told.current = onArrived;
  useEffect(() => {
    if (arrived) told.current?.();
  }, [arrived]);
  return (
    <div className="donate-status" role="status" data-testid="donate-status">
      {receipt.status === 'waiting' && <p>{t('donate.waiting')}</p>}
      {receipt.status === 'stopped' && <p>{t('donate.stopped')}</p>}
      {receipt.status === 'arrived' && (
        <>
          <p className="donate-thanks">
            {goal
              ? tRich(
                  'donate.thanksGoal',
                  {
                    goal: (
                      <span lang={goal.lang} dir="auto">
                        {goal.title}
                      </span>
                    ),
                  },
                  { amount: formatSol(BigInt(receipt.lamports), 9) },
                )
              : t('donate.thanksWallet', { amount: formatSol(BigInt(receipt.lamports), 9) })}
          </p>
          <p className="donate-after">
            {explorerTransactionUrl && (
              <a
                href={`${explorerTransactionUrl}${receipt.signature}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('donate.viewTransaction')}
              </a>
            )}
            <button type="button" className="button button-small" onClick={onAgain}>
              {t('donate.again')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
