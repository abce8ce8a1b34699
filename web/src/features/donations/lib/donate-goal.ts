/** The goal a donation is for; none: a gift to the wallet (ADR 40). */
export interface DonateGoal {
  title: string;
  /** The goal's reference key; absent for the default goal, whose gifts count as the wallet's. */
  reference?: string | undefined;
  /** The title's language when it is shown in English on a translated page. */
  lang?: string | undefined;
}
