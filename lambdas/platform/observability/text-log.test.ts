import { describe, expect, it } from 'vitest';
import { formatTextLine, textLogs } from './text-log.js';

// ADR 26: `npm start`'s terminal shows the functions' lines as text; deployed they stay JSON.

describe('the functions’ lines as text', () => {
  it('is chosen only by the local stack that asks for it', () => {
    expect(textLogs({ LOCAL_STACK: '1', LOCAL_LOG_FORMAT: 'text' })).toBe(true);
    expect(textLogs({ LOCAL_STACK: '1', LOCAL_LOG_FORMAT: 'json' })).toBe(false);
    expect(textLogs({ LOCAL_STACK: '1' })).toBe(false);
    // A deployed function asked for text still writes what CloudWatch reads.
    expect(textLogs({ LOCAL_LOG_FORMAT: 'text' })).toBe(false);
  });

  it('writes time, function, level, message and the fields as key=value, nested ones dotted', () => {
    const line = formatTextLine({
      level: 'INFO',
      message: 'Holders reconciled',
      timestamp: '2026-11-27T01:17:10.177Z',
      service: 'community-token-site',
      sampling_rate: 0,
      announced: 2,
      firestore: { writes: 4, commits: 2 },
      mint: 'HWpVVSvjqzVLYuEp8qZ41SkNMAvZ8nhjDzpvvwVVESGd',
      note: 'two words',
    });
    expect(line).toBe(
      '01:17:10 [functions] INFO  Holders reconciled announced=2 firestore.writes=4 firestore.commits=2 ' +
        'mint=HWpVVSvjqzVLYuEp8qZ41SkNMAvZ8nhjDzpvvwVVESGd note="two words"',
    );
  });

  it('names the function of the local gateway and ends with the request id and a cold start', () => {
    const line = formatTextLine({
      level: 'WARN',
      message: 'Request not from the CDN refused',
      timestamp: '2026-11-27T01:17:10.177Z',
      service: 'ping',
      function_name: 'local-ping',
      function_arn: 'arn:aws:lambda:local:000000000000:function:local-ping',
      function_memory_size: 512,
      function_request_id: 'f00',
      cold_start: true,
      correlation_id: 'request-one',
    });
    expect(line).toBe(
      '01:17:10 [ping] WARN  Request not from the CDN refused request=request-one (cold start)',
    );
  });

  it('shows an error as its name and message, its own fields, and its stack indented below', () => {
    const error = new TypeError('the answer is larger than 4194304 bytes');
    const line = formatTextLine({
      level: 'ERROR',
      message: 'Reconciliation failed',
      timestamp: '2026-11-27T01:17:10.177Z',
      service: 'holder-feed',
      error: {
        name: error.name,
        location: 'x.ts:1',
        message: error.message,
        stack: error.stack,
        kind: 'rpc',
      },
    });
    const [head, ...stack] = line.split('\n');
    expect(head).toBe(
      '01:17:10 [holder-feed] ERROR Reconciliation failed ' +
        'error="TypeError: the answer is larger than 4194304 bytes" error.kind=rpc',
    );
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.every((l) => l.startsWith('    at '))).toBe(true);
  });
});
