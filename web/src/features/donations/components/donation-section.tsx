import type { DonationGoal } from '@contract';
import { Carousel } from '../../../components/ui/carousel';
import { Section } from '../../../components/ui/section';
import { useLiveList } from '../../../lib/use-live-list';
import { goalsToShow } from '../lib/default-goal';
import { GoalCard } from './goal-card';
import { WalletCard } from './wallet-card';

export interface DonationSectionProps {
  tokenName: string;
  wallet: string;
}

/** "Support <token>": the donation goals carousel and the wallet to copy. */
export function DonationSection({ tokenName, wallet }: DonationSectionProps) {
  const { items } = useLiveList<DonationGoal>('donations');
  const goals = goalsToShow(items);
  return (
    <Section
      id="donate"
      title={`Support ${tokenName}`}
      lead="Community donations pay for listings and marketing."
    >
      <div className="donate-grid">
        <div>
          <h3 className="subheading">Donation Goals</h3>
          <Carousel
            items={goals}
            label="Donation Goals"
            getKey={(goal) => goal.id}
            renderItem={(goal) => <GoalCard goal={goal} />}
          />
        </div>
        <WalletCard address={wallet} />
      </div>
    </Section>
  );
}
