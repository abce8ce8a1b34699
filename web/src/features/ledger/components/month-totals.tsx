import type { DonationLedger, LedgerMonthAsset } from '@contract';
import { formatMonth } from '../../../lib/format-date';
import { t } from '../../../lib/i18n/i18n';
import { type AssetNames, assetLabel } from '../../../lib/ledger-format';
import { formatRawOrDash } from '../../../lib/token-amount';

/** SOL first, then the assets the site names (its token), then the others as the API sorts them. */
function byReader(names: AssetNames) {
  const rank = (asset: string) => (asset === 'SOL' ? 0 : names[asset] ? 1 : 2);
  return (a: { asset: string }, b: { asset: string }) => rank(a.asset) - rank(b.asset);
}

/** A month's assets as the answer gives them, keeping only rows shaped as rows (each checked again when shown). */
const rowsOf = (assets: unknown) =>
  (Array.isArray(assets) ? assets : []).filter(
    (row): row is LedgerMonthAsset => !!row && typeof (row as { asset?: unknown }).asset === 'string',
  );

/**
 * What came in and went out each month, per asset, newest month first; fees are SOL the wallet paid.
 * An amount that cannot be read shows a dash; the other rows and months still show (ADR 30).
 */
export function MonthTotals({ months, names }: { months: DonationLedger['months']; names: AssetNames }) {
  if (months.length === 0) return null;
  return (
    // Folded: a donor reads the latest transfers first; the totals stay in the page (ADR 40).
    <details className="fold ledger-months">
      <summary>
        <h4 className="subheading">{t('ledger.monthly')}</h4>
      </summary>
      <ul className="ledger-month-list">
        {months.map(({ month, assets }) => (
          <li key={month} className="card ledger-month">
            <h5 className="ledger-month-name">{formatMonth(month)}</h5>
            <dl className="ledger-month-assets">
              {rowsOf(assets)
                .sort(byReader(names))
                .map((row) => (
                  <div key={row.asset} className="ledger-month-row">
                    <dt>{assetLabel(row.asset, names)}</dt>
                    <dd>
                      <span className="ledger-in">
                        {t('ledger.in', { amount: formatRawOrDash(row.in, row.decimals, 4) })}
                      </span>
                      {' · '}
                      <span className="ledger-out">
                        {t('ledger.out', { amount: formatRawOrDash(row.out, row.decimals, 4) })}
                      </span>
                      {row.fees !== '0' && row.fees !== null && (
                        <> · {t('ledger.fees', { amount: formatRawOrDash(row.fees, row.decimals, 6) })}</>
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </details>
  );
}
