import type { ContentLocale, LedgerApproval, LedgerTransaction as Transaction } from '@contract';
import { InEnglish } from '../../../components/ui/in-english';
import { formatAge } from '../../../lib/chain-read';
import { formatDay } from '../../../lib/format-date';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { formatListRich } from '../../../lib/i18n/format';
import { pageLocale, sentenceGap, t } from '../../../lib/i18n/i18n';
import { DEFAULT_LOCALE } from '../../../lib/i18n/locales';
import { tRich } from '../../../lib/i18n/rich';
import { type AssetNames, formatMovement } from '../../../lib/ledger-format';
import { shortAddress } from '../../../lib/token-amount';

const LABELS = { in: 'ledger.badgeIn', out: 'ledger.badgeOut', both: 'ledger.badgeSwap' } as const;

/** "Not yet explained · sent 4 days ago": an outflow without a note, and how long it has waited. */
function unexplained(transaction: Transaction, now: number): string {
  const since = transaction.unexplainedSince;
  return since ? t('ledger.unexplainedSince', { age: formatAge(since, now) }) : t('ledger.unexplained');
}

/** The administrator's note on an outflow, or "not yet explained" and since when. */
function Explanation({ transaction, now }: { transaction: Transaction; now: number }) {
  if (transaction.direction === 'in') return null;
  const { explanation } = transaction;
  if (!explanation) return <p className="ledger-unexplained">{unexplained(transaction, now)}</p>;
  // The note in the page's language where the administrator translated it; else English, marked (ADR 28).
  const locale = pageLocale();
  const translated =
    locale === DEFAULT_LOCALE ? undefined : explanation.translations?.[locale as ContentLocale]?.note;
  const shown = { note: translated ?? explanation.note, untranslated: translated ? [] : ['note'] };
  return (
    <>
      <p className="ledger-note">
        <span className="ledger-note-label">{t('ledger.noteLabel')}</span>
        {sentenceGap()}
        <span dir="auto" lang={fieldLang(shown, 'note')}>
          {shown.note}
        </span>
        <InEnglish entry={shown} fields={['note']} />
      </p>
      {/* Its own element: the note is anyone's text, so no punctuation after it can be assumed (ADR 31). */}
      {explanation.link && (
        <p className="ledger-note-proof">
          <a href={explanation.link} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('ledger.proof')}
          </a>
        </p>
      )}
    </>
  );
}

/** An address shortened, linked on the explorer when the site has one. */
function AccountLink({ address, explorerAccountUrl }: { address: string; explorerAccountUrl?: string }) {
  if (!explorerAccountUrl) return <span title={address}>{shortAddress(address)}</span>;
  return (
    <a href={`${explorerAccountUrl}${address}`} target="_blank" rel="noopener noreferrer" title={address}>
      {shortAddress(address)}
    </a>
  );
}

/**
 * The Squads proposal that executed an outflow of the vault (behaviour §2.7, ADR 33): "Approved by 2
 * members (proposal #5) ↗", who approved it and when, or that its approvals cannot be read. Figures
 * and addresses stay left to right in right-to-left languages.
 */
function Approval({
  approval,
  explorerAccountUrl,
}: {
  approval: LedgerApproval;
  explorerAccountUrl?: string;
}) {
  const { approvers, transactionIndex } = approval;
  const proposalUrl = explorerAccountUrl ? `${explorerAccountUrl}${approval.proposal}` : undefined;
  if (approvers === null || transactionIndex === null) {
    const short = shortAddress(approval.proposal);
    const proposal = proposalUrl ? (
      <a dir="ltr" href={proposalUrl} target="_blank" rel="noopener noreferrer" title={approval.proposal}>
        {short} ↗
      </a>
    ) : (
      <span dir="ltr" title={approval.proposal}>
        {short}
      </span>
    );
    return <p className="card-meta ledger-approval">{tRich('ledger.approvalUnreadable', { proposal })}</p>;
  }
  const line = tRich(
    'ledger.approvedBy',
    { index: <span dir="ltr">#{transactionIndex}</span> },
    { count: approvers.length },
  );
  // Each address left to right, the list joined the language's way (ADR 31).
  const addresses = formatListRich(
    approvers.map((address) => (
      <span key={address} dir="ltr">
        <AccountLink address={address} explorerAccountUrl={explorerAccountUrl} />
      </span>
    )),
  );
  const when = approval.executedAt
    ? t('ledger.approvalExecutedAt', { date: formatDay(approval.executedAt) })
    : approval.approvedAt
      ? t('ledger.approvalApprovedAt', { date: formatDay(approval.approvedAt) })
      : null;
  return (
    <p className="card-meta ledger-approval">
      {proposalUrl ? (
        <a
          className="ledger-proposal"
          href={proposalUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={approval.proposal}
        >
          {line}
        </a>
      ) : (
        line
      )}
      {approvers.length > 0 && (
        <> · {tRich('ledger.approvers', { addresses }, { count: approvers.length })}</>
      )}
      {when && <> · {when}</>}
    </p>
  );
}

/**
 * One transfer of the donation wallet: when, which way, how much, with whom (a link to the explorer), a
 * link to the transaction itself on the explorer, and why for an outflow.
 */
export function LedgerTransaction({
  transaction,
  names,
  explorerAccountUrl,
  explorerTransactionUrl,
  now,
}: {
  transaction: Transaction;
  names: AssetNames;
  explorerAccountUrl?: string;
  explorerTransactionUrl?: string;
  now: number;
}) {
  const counterparty = transaction.movements.find((m) => m.counterparty)?.counterparty;
  return (
    <li className={`ledger-transaction ledger-${transaction.direction}`}>
      <div className="ledger-transaction-head">
        <span className={`badge ledger-badge-${transaction.direction}`}>
          {t(LABELS[transaction.direction])}
        </span>
        <time className="card-meta" dateTime={transaction.time ?? undefined}>
          {formatDay(transaction.time)}
        </time>
      </div>
      <p className="ledger-amounts">
        {/* Signed amounts and their asset read left to right on a right-to-left page too; the list is
            joined the language's way. */}
        {formatListRich(
          transaction.movements.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's movements keep their order
            <span key={i} dir="ltr">
              {formatMovement(m, names)}
            </span>
          )),
        )}
        {counterparty && (
          <span className="card-meta">
            {' '}
            {tRich(transaction.direction === 'in' ? 'ledger.from' : 'ledger.to', {
              address: explorerAccountUrl ? (
                <a
                  href={`${explorerAccountUrl}${counterparty.address}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={counterparty.address}
                >
                  {counterparty.short}
                </a>
              ) : (
                counterparty.short
              ),
            })}
          </span>
        )}
        {/* Every line can be checked on the explorer: its signature, beside the other side's address. */}
        {explorerTransactionUrl && (
          <span className="card-meta">
            {' · '}
            <a
              className="ledger-signature"
              href={`${explorerTransactionUrl}${transaction.signature}`}
              target="_blank"
              rel="noopener noreferrer"
              title={transaction.signature}
            >
              {t('ledger.transaction')}
            </a>
          </span>
        )}
      </p>
      {transaction.approval && (
        <Approval approval={transaction.approval} explorerAccountUrl={explorerAccountUrl} />
      )}
      <Explanation transaction={transaction} now={now} />
    </li>
  );
}
