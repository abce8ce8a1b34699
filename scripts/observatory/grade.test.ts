import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWebBuild } from '../../infra/test/fixtures.js';
import { type SiteServer, startSiteServer } from '../local/site-server.js';
import { gradeSite } from './grade.js';

describe('header grade (MDN HTTP Observatory tests)', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer({ webBuildPath: makeWebBuild(), chartHosts: ['dexscreener.com'] });
  });
  afterAll(() => server.stop());

  it('grades the distribution headers A+', async () => {
    const result = await gradeSite(server.url);
    expect(result.tests.filter((t) => !t.pass)).toEqual([]);
    expect(result.grade).toBe('A+');
  });

  it('grades a page without those headers lower (the grading can fail)', async () => {
    const plain = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
    );
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const result = await gradeSite(`http://127.0.0.1:${(plain.address() as AddressInfo).port}`);
      expect(result.grade).not.toBe('A+');
      expect(result.tests.find((t) => t.name === 'content-security-policy')?.pass).toBe(false);
    } finally {
      plain.close();
    }
  });
});
