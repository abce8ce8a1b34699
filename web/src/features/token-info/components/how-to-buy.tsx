export interface HowToBuyProps {
  ticker: string;
  mintAddress: string;
}

/** A plain, numbered walk-through of a first purchase: informational, not a recommendation. */
export function HowToBuy({ ticker, mintAddress }: HowToBuyProps) {
  return (
    <div className="how-to-buy">
      <h3 className="subheading">How to buy</h3>
      <ol className="steps">
        <li>
          <strong>Set up a Solana wallet.</strong> Install a self-custody wallet from its official website or
          app store. Write its recovery phrase down offline and never share it: nobody genuine will ever ask
          for it.
        </li>
        <li>
          <strong>Get some SOL.</strong> Buy SOL where you already can and send it to your wallet's address.
          Keep a little extra for network fees.
        </li>
        <li>
          <strong>Swap SOL for {ticker}.</strong> Open a swap on one of the platforms listed above, connect
          your wallet and choose how much SOL to swap.
        </li>
        <li>
          <strong>Check the mint address before you confirm.</strong> Copies with the same name and logo
          exist; only the token with the mint address <span className="address-inline">{mintAddress}</span> is{' '}
          {ticker}.
        </li>
      </ol>
    </div>
  );
}
