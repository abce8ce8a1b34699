import {
  type StreamedAnswer,
  type StreamReader,
  UnreadableAnswerError,
} from '../platform/solana/rpc-client.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
/** Longest account data (base64 text) taken: the reconciler asks for a 40-byte slice (56 characters). */
const MAX_DATA_TEXT = 256;
/** The start of the body is kept to read a JSON-RPC error answer, which is small. */
const HEAD_BYTES = 64 * 1024;

const BASE64_VALUES = new Int16Array(256).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) {
  BASE64_VALUES[c.charCodeAt(0)] = i;
}

/** The keys the scanner acts on. */
const KEY_NAMES = ['data', 'result', 'error', 'accounts', 'paginationKey', 'totalResults', 'pubkey'] as const;
/** Longest address kept: a base58 public key is 32 to 44 characters. */
export const MAX_ADDRESS_TEXT = 44;
const KEYS = KEY_NAMES.map((name) => Object.assign(Buffer.from(name), { name }));

/** The answer ended before its JSON did: a connection cut mid-answer, or a node that gave up. */
export class TruncatedAnswerError extends UnreadableAnswerError {}
/** The answer is not the JSON-RPC result we asked for (its reason says what). */
export class UnexpectedAnswerError extends UnreadableAnswerError {}

/** What a whole answer held besides the accounts. */
export interface ScannedAnswer extends StreamedAnswer {
  accounts: number;
  bytes: number;
  /** A page (`getProgramAccountsV2`): the key of the next page, null after the last one. */
  paginationKey?: string | null;
  /** A page: the accounts the whole query selects, when the provider says. */
  totalResults?: number;
  /** The JSON-RPC error object, when the node answered one instead of a result. */
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/**
 * Reads a `getProgramAccounts` answer (`encoding: "base64"`: a list of accounts), or one page of
 * `getProgramAccountsV2` (`{accounts, paginationKey, totalResults}`) with `shape: 'page'`, as it arrives, without building it:
 * each account's data is decoded into one reused buffer and handed to `onData`, so two million
 * accounts (about half a gigabyte of JSON) cost a few kilobytes of memory. It follows the JSON's
 * strings and nesting just enough to find each `"data": ["<base64>", "base64"]`, and to tell a
 * whole answer from one cut short.
 */
export class AccountDataScanner implements StreamReader<ScannedAnswer> {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private stringLength = 0;
  private readonly text = new Uint8Array(MAX_DATA_TEXT);
  /** The last string read, when it is one of the keys that matter ('' otherwise). */
  private lastString = '';
  private key = '';
  private dataDepth = -1;
  private dataStrings = 0;
  private awaitingResult = false;
  private sawResult = false;
  private resultIsList = false;
  private sawError = false;
  private readonly head: Uint8Array[] = [];
  private headBytes = 0;
  private readonly decoded = new Uint8Array((MAX_DATA_TEXT / 4) * 3);
  private accounts = 0;
  private bytes = 0;
  /** The key whose value (in the page object) is being read: paginationKey or totalResults. */
  private valueKey = '';
  private sawAccounts = false;
  private paginationKey: string | null = null;
  private totalDigits = '';
  /** The entry being read: its data's length once decoded (-1: none yet), and the object's depth. */
  private pendingLength = -1;
  private entryDepth = -1;
  /** The entry's `pubkey` (base58 text), whether it comes before its account or after. */
  private readonly address = new Uint8Array(MAX_ADDRESS_TEXT);
  private addressLength = 0;

  constructor(
    /**
     * Each account's data, and its address as base58 text (empty when the entry names none): handed on
     * once the entry's object closes, since a node may write `pubkey` before or after `account`.
     */
    private readonly onData: (data: Uint8Array, address: Uint8Array) => void,
    private readonly shape: 'list' | 'page' = 'list',
  ) {}

  write(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) {
      this.head.push(chunk.subarray(0, HEAD_BYTES - this.headBytes));
      this.headBytes += Math.min(chunk.length, HEAD_BYTES - this.headBytes);
    }
    let i = 0;
    const end = chunk.length;
    while (i < end) {
      if (this.inString) {
        i = this.readString(chunk, i);
        continue;
      }
      const c = chunk[i] as number;
      i += 1;
      switch (c) {
        case QUOTE:
          this.inString = true;
          this.stringLength = 0;
          break;
        case COLON:
          this.key = this.lastString;
          this.valueKey = this.depth === 2 && this.shape === 'page' ? this.key : '';
          if (this.depth === 1 && this.key === 'result') {
            this.sawResult = true;
            this.awaitingResult = true;
          } else if (this.depth === 1 && this.key === 'error') this.sawError = true;
          break;
        case COMMA:
          this.key = '';
          this.valueKey = '';
          break;
        case OPEN_OBJECT:
        case OPEN_LIST:
          if (c === OPEN_LIST && this.valueKey === 'accounts') this.sawAccounts = true;
          this.valueKey = '';
          this.depth += 1;
          if (c === OPEN_LIST && this.key === 'data' && this.dataDepth < 0) {
            this.dataDepth = this.depth;
            this.dataStrings = 0;
          }
          if (this.awaitingResult) {
            this.resultIsList = c === OPEN_LIST;
            this.awaitingResult = false;
          }
          this.key = '';
          break;
        case CLOSE_OBJECT:
        case CLOSE_LIST:
          if (c === CLOSE_OBJECT && this.depth === this.entryDepth) this.handOn();
          if (this.dataDepth === this.depth) this.dataDepth = -1;
          this.depth -= 1;
          if (this.depth < 0) throw new UnexpectedAnswerError('the answer is not valid JSON');
          break;
        case 0x20:
        case 0x0a:
        case 0x0d:
        case 0x09:
          break;
        default:
          // A number, true, false or null: only the result's own kind, and a page's total, matter here.
          if (this.valueKey === 'totalResults') this.totalDigits += String.fromCharCode(c);
          if (this.awaitingResult) {
            this.resultIsList = false;
            this.awaitingResult = false;
          }
      }
    }
  }

  /** Reads string content from `start`; returns where reading goes on. */
  private readString(chunk: Uint8Array, start: number): number {
    let from = start;
    if (this.escaped) {
      this.escaped = false;
      this.keep(chunk, from, from + 1);
      from += 1;
    }
    let at = from;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, at);
      if (quote < 0) {
        // The string goes on in the next piece: note whether its last character escapes the next one.
        let slashes = 0;
        for (let k = chunk.length - 1; k >= from && chunk[k] === BACKSLASH; k--) slashes++;
        this.escaped = slashes % 2 === 1;
        this.keep(chunk, from, chunk.length);
        return chunk.length;
      }
      let slashes = 0;
      for (let k = quote - 1; k >= from && chunk[k] === BACKSLASH; k--) slashes++;
      if (slashes % 2 === 1) {
        at = quote + 1;
        continue;
      }
      this.keep(chunk, from, quote);
      this.closeString();
      return quote + 1;
    }
  }

  /** Keeps the start of the current string (enough for keys and account data). */
  private keep(chunk: Uint8Array, from: number, to: number): void {
    const room = MAX_DATA_TEXT - this.stringLength;
    if (room > 0) this.text.set(chunk.subarray(from, Math.min(to, from + room)), this.stringLength);
    this.stringLength += to - from;
  }

  private closeString(): void {
    this.inString = false;
    const length = this.stringLength;
    if (this.valueKey === 'paginationKey' && this.depth === 2) {
      if (length > MAX_DATA_TEXT) throw new UnexpectedAnswerError('the pagination key is too long');
      this.paginationKey = Buffer.from(this.text.subarray(0, length)).toString('utf8');
      this.valueKey = '';
    }
    if (this.dataDepth === this.depth) {
      if (this.dataStrings === 0) {
        if (length > MAX_DATA_TEXT) throw new UnexpectedAnswerError('account data is longer than asked for');
        // An entry whose object never closed where expected is handed on before the next one's data.
        if (this.pendingLength >= 0) this.handOn();
        this.pendingLength = this.decodeBase64(length);
        // `{"pubkey": …, "account": {"data": [ … ]}}`: the entry is two levels above the data's list.
        this.entryDepth = this.dataDepth - 2;
      }
      this.dataStrings += 1;
    } else if (this.key === 'pubkey' && length <= MAX_ADDRESS_TEXT) {
      this.address.set(this.text.subarray(0, length));
      this.addressLength = length;
    }
    this.lastString = KEYS.find((key) => this.isText(key, length))?.name ?? '';
  }

  /** Hands the entry's data and address on, once both may have been read. */
  private handOn(): void {
    if (this.pendingLength >= 0) {
      this.onData(this.decoded.subarray(0, this.pendingLength), this.address.subarray(0, this.addressLength));
      this.accounts += 1;
    }
    this.pendingLength = -1;
    this.entryDepth = -1;
    this.addressLength = 0;
  }

  private isText(key: Uint8Array, length: number): boolean {
    if (key.length !== length) return false;
    for (let i = 0; i < length; i++) if (this.text[i] !== key[i]) return false;
    return true;
  }

  private decodeBase64(length: number): number {
    let out = 0;
    let bits = 0;
    let value = 0;
    for (let i = 0; i < length; i++) {
      const c = this.text[i] as number;
      if (c === 0x3d) break; // '=' padding
      const v = BASE64_VALUES[c] as number;
      if (v < 0) throw new UnexpectedAnswerError('account data is not base64');
      value = (value << 6) | v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        this.decoded[out++] = (value >> bits) & 0xff;
      }
    }
    return out;
  }

  /** Checks that the whole answer came, and says what it held. */
  end(): ScannedAnswer {
    if (this.inString || this.depth !== 0 || this.bytes === 0) {
      throw new TruncatedAnswerError(`the answer ended before its end (after ${this.bytes} bytes)`);
    }
    this.handOn();
    if (this.sawError) {
      let error: ScannedAnswer['error'] = {};
      try {
        const answer = JSON.parse(Buffer.concat(this.head).toString('utf8')) as { error?: unknown };
        if (answer.error && typeof answer.error === 'object') error = answer.error as ScannedAnswer['error'];
      } catch {
        // An error answer larger than the kept head: its code and message stay unknown.
      }
      return { accounts: this.accounts, bytes: this.bytes, error };
    }
    if (!this.sawResult) throw new UnexpectedAnswerError('the answer is not a JSON-RPC 2.0 result');
    if (this.shape === 'page') {
      if (this.resultIsList || !this.sawAccounts)
        throw new UnexpectedAnswerError('getProgramAccountsV2 did not answer a page of accounts');
      const total = Number(this.totalDigits);
      return {
        accounts: this.accounts,
        bytes: this.bytes,
        paginationKey: this.paginationKey,
        ...(this.totalDigits && Number.isSafeInteger(total) ? { totalResults: total } : {}),
      };
    }
    if (!this.resultIsList) throw new UnexpectedAnswerError('getProgramAccounts did not answer a list');
    return { accounts: this.accounts, bytes: this.bytes };
  }
}
