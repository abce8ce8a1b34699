import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { TokenLogo } from './token-logo';

/** behaviour §1: the hero's tagline, word for word (English; the catalogs translate it). */
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
      <p className="hero-tagline">{t('hero.tagline')}</p>
      <p className="hero-note">{t('hero.note')}</p>
      {actions && <div className="hero-actions">{actions}</div>}
      {children}
    </section>
  );
}
