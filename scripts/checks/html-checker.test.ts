import { describe, expect, it } from 'vitest';
import { checkHtmlStrings, fails, formatHtmlProblems } from './html-checker';

// A page as the build writes one: Vite's template closes void elements with `/>`, which the checker
// only notes.
const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>News</title>${head}</head><body>${body}</body></html>`;

describe('the Nu HTML Checker over pages given as strings', () => {
  // One run of the checker for every sample: its start is most of the time.
  const checked = checkHtmlStrings({
    'news/index.html': page('<main><h1>News</h1><p>One post.</p></main>'),
    'clamped.html': page(
      '<p class="t">x</p>',
      '<style>.t{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2}</style>',
    ),
    'prefixed-only.html': page(
      '<p class="t">x</p>',
      '<style>.t{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}</style>',
    ),
    'broken.html': page('<p>open <div>block</p>'),
    'warned.html': page('<section><p>A section without a heading.</p></section>'),
  });
  const about = async (file: string) => (await checked).filter((p) => p.file === file);

  it('passes a valid page, naming it as given, with the trailing-slash note only', async () => {
    const problems = await about('news/index.html');
    expect(problems.filter(fails)).toEqual([]);
    expect(problems.map((p) => `${p.file} ${p.kind} ${p.message}`)).toEqual([
      'news/index.html info Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
    ]);
  });

  it('fails the unprefixed line-clamp in an inline style and accepts the prefixed one browsers implement', async () => {
    expect(formatHtmlProblems((await about('clamped.html')).filter(fails))).toEqual([
      expect.stringMatching(
        /^clamped\.html:1:\d+ error: CSS: “line-clamp”: Property “line-clamp” doesn't exist\./,
      ),
    ]);
    expect((await about('prefixed-only.html')).filter(fails)).toEqual([]);
  });

  it('fails broken markup, with the line and message of each error', async () => {
    const errors = (await about('broken.html')).filter(fails);
    expect(errors.map((e) => [e.kind, e.line, e.message])).toContainEqual([
      'error',
      1,
      'No “p” element in scope but a “p” end tag seen.',
    ]);
  });

  it('fails a warning too', async () => {
    const problems = (await about('warned.html')).filter(fails);
    expect(problems.map((p) => p.kind)).toEqual(['warning']);
    expect(problems[0]?.message).toMatch(/Section lacks heading/);
  });
});
