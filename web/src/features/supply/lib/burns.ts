/** What the burned amount is made of, in raw units. */
export interface Burned {
  /** Tokens destroyed by the mint: the configured initial supply minus the supply on chain (0 if higher). */
  reduction: bigint;
  /** Tokens sitting at the configured burn addresses. */
  held: bigint;
  total: bigint;
}

/** The initial supply (whole tokens) in raw units. */
export function rawSupply(initialSupply: bigint, decimals: number): bigint {
  return initialSupply * 10n ** BigInt(decimals);
}

/** Burned = what the burn addresses hold + how much the supply shrank since launch. */
export function burnedAmount(input: {
  initialSupply: bigint;
  decimals: number;
  supply: bigint;
  burnBalances: readonly bigint[];
}): Burned {
  const initial = rawSupply(input.initialSupply, input.decimals);
  const reduction = initial > input.supply ? initial - input.supply : 0n;
  const held = input.burnBalances.reduce((sum, amount) => sum + amount, 0n);
  return { reduction, held, total: reduction + held };
}
