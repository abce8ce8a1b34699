import type { DonationLedger } from '@contract';
import { type AssetNames, assetLabel } from '../../../lib/ledger-format';
import { formatTokens } from '../../../lib/token-amount';

/** "November 2026" from "2026-11". */
function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** SOL first, then the assets the site names (its token), then the others as the API sorts them. */
function byReader(names: AssetNames) {
  const rank = (asset: string) => (asset === 'SOL' ? 0 : names[asset] ? 1 : 2);
  return (a: { asset: string }, b: { asset: string }) => rank(a.asset) - rank(b.asset);
}

/** What came in and went out each month, per asset, newest month first; fees are SOL the wallet paid. */
export function MonthTotals({ months, names }: { months: DonationLedger['months']; names: AssetNames }) {
  if (months.length === 0) return null;
  return (
    <div className="ledger-months">
      <h4 className="subheading">Each month</h4>
      <ul className="ledger-month-list">
        {months.map(({ month, assets }) => (
          <li key={month} className="card ledger-month">
            <h5 className="ledger-month-name">{monthName(month)}</h5>
            <dl className="ledger-month-assets">
              {[...assets].sort(byReader(names)).map((row) => (
                <div key={row.asset} className="ledger-month-row">
                  <dt>{assetLabel(row.asset, names)}</dt>
                  <dd>
                    <span className="ledger-in">in {formatTokens(row.in, row.decimals, 4)}</span>
                    {' · '}
                    <span className="ledger-out">out {formatTokens(row.out, row.decimals, 4)}</span>
                    {row.fees !== '0' && <> · fees {formatTokens(row.fees, row.decimals, 6)}</>}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
