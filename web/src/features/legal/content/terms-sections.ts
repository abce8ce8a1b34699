import type { LegalIdentity } from '../../../config/legal-identity';
import { LEGAL_LAST_UPDATED } from '../../../lib/legal/last-updated';

/** behaviour §3: a numbered terms section; `highlight` marks a warning. */
export interface TermsSection {
  id: number;
  title: string;
  content: string;
  highlight?: boolean;
}

export { LEGAL_LAST_UPDATED as TERMS_LAST_UPDATED };

/** behaviour §2.6: the 16 sections, in order; 2, 3, 5, 6 and 12 are warnings. */
export function termsSections(who: LegalIdentity): TermsSection[] {
  const t = who.ticker;
  return [
    {
      id: 1,
      title: 'Overview',
      content: `These Terms of Use govern your use of the ${who.tokenName} website. By using the website you accept them. If you do not agree, please do not use the website. The website is informational and non-commercial: it shows information about the ${t} community token and links to third-party services.`,
    },
    {
      id: 2,
      title: 'Token Disclaimer',
      highlight: true,
      content: `${t} is a community meme token. It has no intrinsic value, grants no rights to profits, dividends, governance or ownership of anything, and carries no promise of any return. It is not a security, share or investment product, and nobody is obliged to buy it back. Its price may fall to zero.`,
    },
    {
      id: 3,
      title: 'Separation Clause',
      highlight: true,
      content: `The operator of this website is separate from the ${t} token, its smart contract, its liquidity and any trading platform. The operator does not issue, sell, buy, hold in custody or exchange ${t} or any other asset for you, and never receives funds on your behalf except voluntary donations to the published wallet.`,
    },
    {
      id: 4,
      title: 'Community Token / No Fixed Team',
      content: `${t} has no fixed team, company or foundation behind it. Contributions come from community members acting on their own behalf. Statements by community members, in the chat or elsewhere, are their own and do not bind the operator.`,
    },
    {
      id: 5,
      title: 'Blockchain Risk Clause',
      highlight: true,
      content:
        'Blockchain transactions are irreversible. Tokens sent to a wrong address are lost. Smart contracts, wallets, bridges and trading platforms can fail, be attacked or be changed. Network congestion, fees, forks and regulatory action can affect your ability to trade. You use blockchains entirely at your own risk.',
    },
    {
      id: 6,
      title: 'User Responsibility Clause',
      highlight: true,
      content:
        'You are solely responsible for your decisions, your wallet, your private keys and seed phrase, and for checking every address before you send anything. Never share your seed phrase: nobody from the community will ever ask for it. You are responsible for complying with the laws and tax rules of your country.',
    },
    {
      id: 7,
      title: 'No Financial Advice',
      content:
        'Nothing on this website is financial, investment, legal or tax advice, or an offer or invitation to buy or sell anything. Prices, charts, holder announcements and simulated trades are shown for information and entertainment only. Do your own research and consult a qualified adviser.',
    },
    {
      id: 8,
      title: 'No Warranties',
      content:
        'The website is provided "as is" and "as available", without warranties of any kind, express or implied, including accuracy, availability, fitness for a particular purpose and non-infringement. Data from third parties may be delayed, incomplete or wrong.',
    },
    {
      id: 9,
      title: 'Limitation of Liability',
      content:
        'To the extent permitted by law, the operator is not liable for any loss or damage arising from the use of the website, reliance on its content, trading in any token, or the services of third parties. This does not limit liability for intent or gross negligence, or any liability that cannot be excluded under the applicable law.',
    },
    {
      id: 10,
      title: 'Intellectual Property',
      content: `The website's design, texts and the ${who.tokenName} logo belong to their creators and the community. You may share them to talk about ${t}, without suggesting endorsement and without using them to mislead. Third-party names and marks belong to their owners.`,
    },
    {
      id: 11,
      title: 'Termination',
      content:
        'The operator may change, suspend or end the website, or any part of it, at any time and without notice. These Terms keep applying to any use made before then.',
    },
    {
      id: 12,
      title: 'Jurisdiction and Governing Law',
      highlight: true,
      content:
        'These Terms and any dispute arising from the website are governed by the laws of the Republic of Kosovo, without regard to conflict-of-law rules. The competent courts of Kosovo have exclusive jurisdiction, except where mandatory law of your country of residence gives you the right to sue at home.',
    },
    {
      id: 13,
      title: 'Acceptable Use',
      content:
        'Do not use the website to break the law, to mislead others, to impersonate the community or its moderators, to distribute malware or spam, or to interfere with the website or its API, including by excessive automated requests.',
    },
    {
      id: 14,
      title: 'Third-Party Links',
      content:
        'Links to trading platforms, chart providers, explorers and social networks are informational only and are not a recommendation. Those services have their own terms and privacy policies, and the operator is not responsible for them.',
    },
    {
      id: 15,
      title: 'Changes to Terms',
      content: `These Terms may be updated. The date below shows the latest version (last updated ${LEGAL_LAST_UPDATED}). Continuing to use the website after a change means you accept the updated Terms.`,
    },
    {
      id: 16,
      title: 'Contact',
      content: `${who.operatorName}, ${who.operatorAddress}. Questions about these Terms: ${who.email}.`,
    },
  ];
}
