import { Logger, type LogItem, LogLevelThreshold } from '@aws-lambda-powertools/logger';
import { formatTextLine } from './text-log.js';

/**
 * Powertools' Logger, told the instance's own cold-start state: the facade (logger.ts) creates it at
 * the first line an instance writes, which may be in a later invocation than the first.
 */
export class FunctionLogger extends Logger {
  setColdStart(coldStart: boolean): void {
    this.coldStart = coldStart;
  }
}

/**
 * The same logger writing each entry as one line of text (text-log.ts): the local stack's terminal,
 * when `npm start` asks for it. Same keys, same levels, same context; only the printing differs.
 */
export class TextFunctionLogger extends FunctionLogger {
  protected override printLog(logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    const line = `${formatTextLine(log.getAttributes())}\n`;
    // As deployed: warnings and errors on stderr, the rest on stdout.
    (logLevel >= LogLevelThreshold.WARN ? process.stderr : process.stdout).write(line);
  }
}
