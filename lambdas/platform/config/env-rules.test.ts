import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFields } from './env.js';
import {
  integer,
  localStackOnly,
  oneOf,
  optional,
  parseVariables,
  text,
  url,
  withDefault,
} from './env-rules.js';

const rules = {
  NAME: text({ minLength: [3, 'must be at least 3 characters'], maxLength: 8 }),
  ARN: optional(text({ startsWith: 'arn:' })),
  MODE: optional(oneOf(['a', 'b'])),
  LIMIT: withDefault(integer(1, 10), 5),
  ENDPOINT: optional(url),
  LOCAL_STACK: optional(oneOf(['1'])),
};

describe('parseVariables', () => {
  it('reads values, applies defaults and leaves unset optional variables out', () => {
    const parsed = parseVariables(rules, { NAME: 'abc', LIMIT: '7', MODE: 'b' }, 'test configuration');
    expect(parsed).toEqual({ NAME: 'abc', LIMIT: 7, MODE: 'b' });
    expect(parseVariables(rules, { NAME: 'abc' }, 'test configuration').LIMIT).toBe(5);
  });

  it('names every bad variable in one error, in the order of the rules', () => {
    expect(() =>
      parseVariables(
        rules,
        { NAME: 'ab', ARN: 'xyz', MODE: 'c', LIMIT: '2.5', ENDPOINT: 'not a url' },
        'test configuration',
      ),
    ).toThrow(
      'Invalid test configuration: NAME must be at least 3 characters; ARN must start with "arn:"; ' +
        'MODE must be one of "a", "b"; LIMIT must be a whole number; ENDPOINT must be a URL',
    );
    expect(() => parseVariables(rules, {}, 'test configuration')).toThrow(
      'Invalid test configuration: NAME is required',
    );
    expect(() => parseVariables(rules, { NAME: 'abcdefghi', LIMIT: '11' }, 'test configuration')).toThrow(
      'NAME must be at most 8 characters; LIMIT must be between 1 and 10',
    );
  });

  it('checks rules across variables once each variable is valid', () => {
    const refine = (parsed: { ARN?: string }) => localStackOnly(parsed, ['ARN'], ' (a hint)');
    expect(() => parseVariables(rules, { NAME: 'abc', ARN: 'arn:x' }, 'test configuration', refine)).toThrow(
      'Invalid test configuration: ARN is only allowed with LOCAL_STACK=1 (a hint)',
    );
    expect(
      parseVariables(rules, { NAME: 'abc', ARN: 'arn:x', LOCAL_STACK: '1' }, 'test configuration', refine),
    ).toMatchObject({ ARN: 'arn:x' });
  });
});

describe('zodFields', () => {
  it('gives zod schemas the same values and messages as the plain rules', () => {
    const schema = z.object(zodFields(rules));
    expect(schema.parse({ NAME: 'abc', LIMIT: '7' })).toMatchObject({ NAME: 'abc', LIMIT: 7 });
    const result = schema.safeParse({ NAME: 'abc', LIMIT: '70' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)).toEqual([
      'LIMIT must be between 1 and 10',
    ]);
  });
});
