import type {
  ControlChanges,
  DonationGoal,
  GoalGifts,
  Localized,
  WalletControlFacts,
  WalletFacts,
} from '@contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { Section } from '../../../components/ui/section';
import { DEFAULT_DONATE } from '../../../config/donate-defaults';
import { englishOf } from '../../../config/localized-text';
import type { DonateConfig } from '../../../config/site-schema';
import type { ChainRead } from '../../../lib/chain-read';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';
import { useLiveList } from '../../../lib/use-live-list';
import { goalsToShow } from '../lib/default-goal';
import { goalProgress, ownGifts } from '../lib/goal-progress';
import { DonateOpener, DonateSlot } from './donate-slot';
import { GoalCard } from './goal-card';
import { WalletCard } from './wallet-card';
import type { ControlToken } from './wallet-control';

export interface DonationSectionProps {
  tokenName: string;
  wallet: string;
  /** The wallet's balance as the server read it from the chain; unknown until given. */
  balance?: ChainRead<WalletFacts>;
  /** What each goal received with its reference, as the ledger read it from the chain (ADR 40). */
  gifts?: ChainRead<GoalGifts>;
  /** Explorer page of an account, the address appended. */
  explorerAccountUrl?: string;
  /** Shown under the goals and the wallet: the wallet's ledger ("Where donations went"). */
  after?: ReactNode;
  /** Where a goal's progress links to see the transfers behind the balance (the ledger's anchor). */
  transfersHref?: string;
  /** Who controls the wallet, read from the chain (behaviour §2.8). */
  control?: ChainRead<WalletControlFacts>;
  memberNames?: Readonly<Record<string, string>>;
  token?: ControlToken;
  controlChanges?: ChainRead<ControlChanges>;
  /** The donate settings, the request's label and message in the page's language (ADR 40). */
  donate?: Omit<DonateConfig, 'label' | 'message'> & { label: string; message: string };
  /** Explorer page of a transaction, the signature appended: the thank-you links the gift's. */
  explorerTransactionUrl?: string;
  /** Called when a donation this page asked for arrived. */
  onDonationArrived?: () => void;
}

/** Which donation panel is open: one goal's, the wallet's (a gift with no goal), or none. */
type Open = { goalId: string } | 'wallet' | null;

/** "Support <token>": the donation goals carousel and the wallet to copy. */
export function DonationSection({
  tokenName,
  wallet,
  balance = { status: 'loading' },
  gifts = { status: 'loading' },
  explorerAccountUrl,
  after,
  transfersHref,
  control,
  memberNames,
  token,
  controlChanges,
  donate = {
    ...DEFAULT_DONATE,
    label: englishOf(DEFAULT_DONATE.label),
    message: englishOf(DEFAULT_DONATE.message),
  },
  explorerTransactionUrl,
  onDonationArrived,
}: DonationSectionProps) {
  const { items } = useLiveList<Localized<DonationGoal>>('donations');
  const goals = goalsToShow(items);
  const progress = goalProgress(goals, balance, wallet, gifts);
  const own = ownGifts(goals, gifts);
  const [open, setOpen] = useState<Open>(null);
  // `/donate/<goal id>` is the address a blink shares for one goal (ADR 40): a browser opens its panel.
  useEffect(() => {
    const goalId = /\/donate\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
    if (goalId) setOpen({ goalId: decodeURIComponent(goalId) });
  }, []);
  const ids = useId();
  const goalPanelId = `${ids}-goal-donation`;
  const walletPanelId = `${ids}-wallet-donation`;
  const openGoal: Localized<DonationGoal> | undefined =
    typeof open === 'object' && open ? goals.find((goal) => goal.id === open.goalId) : undefined;
  const panel = {
    wallet,
    ...donate,
    explorerTransactionUrl,
    onClose: () => setOpen(null),
    onArrived: onDonationArrived,
  };
  return (
    <Section id="donate" title={t('donate.title', { name: tokenName })} lead={t('donate.lead')}>
      <div className="donate-grid">
        <div>
          <h3 className="subheading">{t('donate.goals')}</h3>
          <Carousel
            items={goals}
            label={t('donate.goals')}
            getKey={(goal) => goal.id}
            renderItem={(goal) => (
              <GoalCard
                goal={goal}
                progress={progress.get(goal.id) ?? { kind: 'none' }}
                transfersHref={transfersHref}
                own={own.get(goal.id)}
                donate={
                  <DonateOpener
                    label={t('donate.openGoal')}
                    panelId={goalPanelId}
                    open={openGoal?.id === goal.id}
                    onToggle={() => setOpen(openGoal?.id === goal.id ? null : { goalId: goal.id })}
                  />
                }
              />
            )}
          />
          {openGoal && (
            <DonateSlot
              key={openGoal.id}
              id={goalPanelId}
              {...panel}
              goal={{
                title: openGoal.title,
                reference: openGoal.reference,
                lang: fieldLang(openGoal, 'title'),
              }}
            />
          )}
        </div>
        <WalletCard
          address={wallet}
          balance={balance}
          explorerAccountUrl={explorerAccountUrl}
          control={control}
          memberNames={memberNames}
          token={token}
          controlChanges={controlChanges}
          donate={
            <>
              <DonateOpener
                label={t('donate.openWallet')}
                primary={false}
                panelId={walletPanelId}
                open={open === 'wallet'}
                onToggle={() => setOpen(open === 'wallet' ? null : 'wallet')}
              />
              {open === 'wallet' && <DonateSlot id={walletPanelId} {...panel} />}
            </>
          }
        />
      </div>
      {after}
    </Section>
  );
}
