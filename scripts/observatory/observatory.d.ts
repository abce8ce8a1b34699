// The parts of @mdn/mdn-http-observatory (plain JavaScript with JSDoc) that the header grading uses.

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export interface TestOutput {
    expectation: string;
    pass: boolean | null;
    result: string | null;
    scoreModifier: number | null;
    constructor: { name: string };
  }
  export const ALL_TESTS: ((requests: unknown) => TestOutput)[];
  export const NUM_TESTS: number;
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: unknown;
      cors: unknown;
      http: unknown;
      https: unknown;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: unknown;
  }
}

declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, url: string): Map<string, string[]>;
}
