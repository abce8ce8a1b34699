import { amountProblem, solToLamports } from '@contract/donate-request';
import { useEffect, useId, useRef, useState } from 'react';
import { QrCode } from '../../../components/ui/qr-code';
import { formatSol } from '../../../lib/chain-read';
import { t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import type { DonateGoal } from '../lib/donate-goal';
import { newRequestReference } from '../lib/request-reference';
import { transferRequestUrl } from '../lib/transfer-request';
import { DonateThanks } from './donate-thanks';

export interface DonatePanelProps {
  /** The element id, for the opener's `aria-controls`. */
  id: string;
  /** The configured donation wallet: the only recipient a request names. */
  wallet: string;
  goal?: DonateGoal;
  /** The amounts offered, SOL as plain decimals. */
  presetsSol: readonly string[];
  /** The largest amount one request may ask for. */
  maxSol: string;
  /** The Solana Pay `label` and `message`, in the page's language. */
  label: string;
  message: string;
  /** Explorer page of a transaction, the signature appended. */
  explorerTransactionUrl?: string;
  onClose: () => void;
  /** Called once when the request's transfer arrived. */
  onArrived?: (() => void) | undefined;
}

const OTHER = 'other';
/** The QR code shows at once where a phone is not the likely device: it is scanned from one (ADR 40). */
const WIDE = '(min-width: 768px)';

/** SOL as the page writes it, from a Solana Pay amount. */
const shownSol = (amount: string) => formatSol(solToLamports(amount), 9);

/**
 * behaviour §2.2, "Donating with a wallet app": the amount, the `solana:` link that opens the donor's
 * wallet app with everything filled in, the same request as a QR code, and the thank-you once the
 * transfer arrived. Loaded when a donate control is first opened.
 */
export default function DonatePanel(props: DonatePanelProps) {
  const {
    id,
    wallet,
    goal,
    presetsSol: presets,
    maxSol,
    label,
    message,
    explorerTransactionUrl,
    onClose,
    onArrived,
  } = props;
  const ids = useId();
  const [choice, setChoice] = useState<string>(presets[0] ?? OTHER);
  const [typed, setTyped] = useState('');
  const [reference, setReference] = useState(newRequestReference);
  const [showQr, setShowQr] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [linkOpened, setLinkOpened] = useState(false);
  const amount = choice === OTHER ? typed.trim() : choice;
  const problem = choice === OTHER && typed.trim() === '' ? 'empty' : amountProblem(amount, maxSol);
  const url =
    problem === null
      ? transferRequestUrl({
          recipient: wallet,
          amount,
          references: goal?.reference ? [goal.reference, reference] : [reference],
          label,
          message,
        })
      : null;
  const watching = url !== null && (linkOpened || showQr);
  const panel = useRef<HTMLElement>(null);
  // Opened by a button elsewhere in the section: a keyboard or screen-reader user lands in the panel.
  useEffect(() => panel.current?.focus(), []);
  const again = () => {
    setReference(newRequestReference());
    setLinkOpened(false);
  };
  return (
    <section ref={panel} id={id} tabIndex={-1} className="card donate-panel" aria-labelledby={`${ids}-title`}>
      <div className="donate-panel-head">
        <h4 className="card-title" id={`${ids}-title`}>
          {goal
            ? tRich('donate.panelGoal', {
                goal: (
                  <span lang={goal.lang} dir="auto">
                    {goal.title}
                  </span>
                ),
              })
            : t('donate.panelWallet')}
        </h4>
        <button type="button" className="button button-small" onClick={onClose}>
          {t('donate.close')}
        </button>
      </div>
      <fieldset className="donate-amounts">
        <legend>{t('donate.amount')}</legend>
        {[...presets, OTHER].map((value) => (
          <label key={value} className="donate-amount">
            <input
              type="radio"
              name={`${ids}-amount`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span>
              {value === OTHER ? t('donate.other') : t('donate.preset', { amount: shownSol(value) })}
            </span>
          </label>
        ))}
      </fieldset>
      {choice === OTHER && (
        <p className="donate-other">
          <label htmlFor={`${ids}-typed`}>{t('donate.otherLabel')}</label>
          <input
            id={`${ids}-typed`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={typed}
            maxLength={24}
            aria-invalid={problem !== null && problem !== 'empty'}
            aria-describedby={`${ids}-problem`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <span id={`${ids}-problem`} className="donate-problem" role="alert">
            {problem === 'invalid'
              ? t('donate.amountInvalid')
              : problem === 'zero'
                ? t('donate.amountZero')
                : problem === 'tooLarge'
                  ? t('donate.amountTooLarge', { max: shownSol(maxSol) })
                  : ''}
          </span>
        </p>
      )}
      {url ? (
        <a
          className="button button-primary donate-link"
          href={url}
          data-testid="donate-link"
          onClick={() => setLinkOpened(true)}
        >
          {t('donate.withWallet')}
        </a>
      ) : (
        <button type="button" className="button button-primary donate-link" disabled>
          {t('donate.withWallet')}
        </button>
      )}
      <p className="card-meta">{t('donate.walletNote')}</p>
      <button
        type="button"
        className="button button-small"
        aria-expanded={showQr}
        aria-controls={`${ids}-qr`}
        onClick={() => setShowQr((shown) => !shown)}
      >
        {showQr ? t('donate.hideQr') : t('donate.showQr')}
      </button>
      <div id={`${ids}-qr`} className="donate-qr" hidden={!showQr}>
        {showQr && url && (
          <QrCode value={url} label={t('donate.qrLabel')} ecc="Q" className="donate-qr-code" />
        )}
      </div>
      <p className="card-meta">{t('donate.public')}</p>
      <DonateThanks
        key={reference}
        reference={reference}
        watching={watching}
        goal={goal}
        explorerTransactionUrl={explorerTransactionUrl}
        onAgain={again}
        onArrived={onArrived}
      />
    </section>
  );
}
