import { vi } from 'vitest';
import { flushLogs } from '../platform/observability/logger.js';

/** One line of the functions' logger, parsed (Powertools' JSON: `level` in capitals, `message`, fields). */
export interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

/**
 * Captures what the functions write to stdout and stderr, where the logger's own console writes as it
 * does deployed (not the global console), until `vi.restoreAllMocks()`.
 */
export function captureLogs() {
  const raw: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      raw.push(String(chunk));
      return true;
    });
  }
  return {
    /** Waits for the lines the logger holds until it has loaded (code called outside an invocation). */
    settled: () => flushLogs(),
    /** Every JSON line written so far, parsed; with `level` ('warn', 'error'...), only those. */
    lines(level?: string): LogLine[] {
      return raw
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => !level || line.level === level.toUpperCase());
    },
    /** Everything written so far. */
    text(): string {
      return raw.join('');
    },
  };
}
