import type { ReactNode } from 'react';
import { TokenLogo } from './token-logo';

/** behaviour §1: the hero's tagline, word for word. */
export const TAGLINE = 'Decentralized by Design. Powered by Community.';

export interface HeroProps {
  name: string;
  ticker: string;
  /** Live parts composed by the app: the New Holder banner, the simulated trades. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** The first screen: logo, name, tagline. */
export function Hero({ name, ticker, children, actions }: HeroProps) {
  return (
    <section id="home" className="hero" aria-labelledby="home-title">
      <TokenLogo size={144} />
      <h1 id="home-title" className="hero-title">
        {name} <span className="hero-ticker">${ticker}</span>
      </h1>
      <p className="hero-tagline">{TAGLINE}</p>
      <p className="hero-note">A community meme token on Solana. Informational site: no financial advice.</p>
      {actions && <div className="hero-actions">{actions}</div>}
      {children}
    </section>
  );
}
