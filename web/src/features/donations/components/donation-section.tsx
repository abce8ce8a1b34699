import type { ControlChanges, DonationGoal, Localized, WalletControlFacts, WalletFacts } from '@contract';
import type { ReactNode } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { Section } from '../../../components/ui/section';
import type { ChainRead } from '../../../lib/chain-read';
import { t } from '../../../lib/i18n/i18n';
import { useLiveList } from '../../../lib/use-live-list';
import { goalsToShow } from '../lib/default-goal';
import { goalProgress } from '../lib/goal-progress';
import { GoalCard } from './goal-card';
import { WalletCard } from './wallet-card';
import type { ControlToken } from './wallet-control';

export interface DonationSectionProps {
  tokenName: string;
  wallet: string;
  /** The wallet's balance as the server read it from the chain; unknown until given. */
  balance?: ChainRead<WalletFacts>;
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
}

/** "Support <token>": the donation goals carousel and the wallet to copy. */
export function DonationSection({
  tokenName,
  wallet,
  balance = { status: 'loading' },
  explorerAccountUrl,
  after,
  transfersHref,
  control,
  memberNames,
  token,
  controlChanges,
}: DonationSectionProps) {
  const { items } = useLiveList<Localized<DonationGoal>>('donations');
  const goals = goalsToShow(items);
  const progress = goalProgress(goals, balance, wallet);
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
              />
            )}
          />
        </div>
        <WalletCard
          address={wallet}
          balance={balance}
          explorerAccountUrl={explorerAccountUrl}
          control={control}
          memberNames={memberNames}
          token={token}
          controlChanges={controlChanges}
        />
      </div>
      {after}
    </Section>
  );
}
