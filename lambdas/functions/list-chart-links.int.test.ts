import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../test/api.js';
import { clearCollections, seedDocs } from '../test/firestore-admin.js';

// As the stack configures it from `deploy.chartHosts`.
const call = apiClient({ ADMIN_UID: 'chart-admin', CHART_HOSTS: 'dexscreener.com,birdeye.so' });

beforeEach(async () => {
  await clearCollections('chartLinks');
});

describe('GET /api/firebase/chart-links with CHART_HOSTS set', () => {
  it('drops links whose page or frame is on another host or not https', async () => {
    const on = (host: string, scheme = 'https') => ({
      url: `${scheme}://${host}/solana/x`,
      embedUrl: `${scheme}://${host}/solana/x?embed=1`,
      active: true,
    });
    await seedDocs('chartLinks', {
      dex: { ...on('dexscreener.com'), name: 'Dex', order: 1 },
      bird: { ...on('birdeye.so'), name: 'Birdeye', order: 2 },
      other: { ...on('charts.invalid'), name: 'Other host', order: 3 },
      sub: { ...on('evil.dexscreener.com'), name: 'Subdomain', order: 4 },
      http: { ...on('dexscreener.com', 'http'), name: 'Plain http', order: 5 },
      mixed: {
        ...on('dexscreener.com'),
        embedUrl: 'https://charts.invalid/embed',
        name: 'Frame elsewhere',
        order: 6,
      },
    });
    const answer = await call('GET', '/api/firebase/chart-links');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((link: { name: string }) => link.name)).toEqual(['Dex', 'Birdeye']);
  });
});
