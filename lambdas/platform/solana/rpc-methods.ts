import { TOKEN_PROGRAMS } from '../../contract/facts.js';

/**
 * The Solana JSON-RPC methods this project calls, with their parameters and results as the node
 * sends them (https://solana.com/docs/rpc). Only the fields we read are typed.
 */

/** A program account as `getProgramAccounts` lists it with `encoding: "base64"`. */
export interface ProgramAccount {
  pubkey: string;
  account: {
    /** `[data, "base64"]`: the account data (or the requested slice of it). */
    data: [string, 'base64'];
    executable: boolean;
    lamports: number;
    owner: string;
    space?: number;
  };
}

/** A filter of `getProgramAccounts`: by data size, or by bytes at an offset (base58 unless stated). */
export type ProgramAccountFilter =
  | { dataSize: number }
  | { memcmp: { offset: number; bytes: string; encoding?: 'base58' | 'base64' } };

export interface ProgramAccountsConfig {
  encoding: 'base64';
  filters?: ProgramAccountFilter[];
  dataSlice?: { offset: number; length: number };
  commitment?: 'processed' | 'confirmed' | 'finalized';
}

/** A mint as `getAccountInfo` answers it with `encoding: "jsonParsed"`. */
export interface ParsedMintAccount {
  data: {
    program: 'spl-token' | 'spl-token-2022';
    parsed: {
      type: 'mint';
      info: {
        decimals: number;
        freezeAuthority: string | null;
        isInitialized: boolean;
        mintAuthority: string | null;
        /** Raw units, as a decimal string. */
        supply: string;
        extensions?: unknown[];
      };
    };
    space: number;
  };
  executable: boolean;
  lamports: number;
  /** The token program that owns the mint. */
  owner: string;
  space?: number;
}

/** An account as `getAccountInfo` answers it with `encoding: "base64"`. */
export interface RawAccount {
  data: [string, 'base64'];
  executable: boolean;
  lamports: number;
  owner: string;
  space?: number;
}

export interface RpcContext {
  slot: number;
  apiVersion?: string;
}

/** Parameters and result of each method, by name. */
export interface RpcMethods {
  getProgramAccounts: {
    params: [programId: string, config: ProgramAccountsConfig];
    result: ProgramAccount[];
  };
  getAccountInfo: {
    params: [
      address: string,
      /** `minContextSlot`: a node that has not reached that slot answers -32016 instead of an older state. */
      config: { encoding: 'jsonParsed' | 'base64'; commitment?: string; minContextSlot?: number },
    ];
    result: { context: RpcContext; value: ParsedMintAccount | RawAccount | null };
  };
  getBalance: {
    params: [address: string] | [address: string, config: { commitment?: string }];
    /** Lamports. */
    result: { context: RpcContext; value: number };
  };
  getSlot: {
    params: [] | [config: { commitment?: string }];
    result: number;
  };
  getTokenSupply: {
    params: [mint: string] | [mint: string, config: { commitment?: string }];
    /** Unchecked: the holder feed reads it through mint-supply.ts, which refuses any other shape. */
    result: { context: RpcContext; value: TokenAmount };
  };
}

/** A token amount as the node answers it: raw units as a decimal string (a u64), and for display. */
export interface TokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export type RpcMethod = keyof RpcMethods;

/** The programs that own SPL token accounts (one list of program ids: the contract's). */
export const TOKEN_PROGRAM_ID = TOKEN_PROGRAMS['spl-token'];
export const TOKEN_2022_PROGRAM_ID = TOKEN_PROGRAMS['spl-token-2022'];
