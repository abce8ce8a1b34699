import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Powertools' Logger, told the instance's own cold-start state: the facade (logger.ts) creates it at
 * the first line an instance writes, which may be in a later invocation than the first.
 */
export class FunctionLogger extends Logger {
  setColdStart(coldStart: boolean): void {
    this.coldStart = coldStart;
  }
}
