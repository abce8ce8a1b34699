import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, readBuildStamp } from '../../web/build-plugins/build-stamp';
import { integrityOf } from '../../web/build-plugins/subresource-integrity';
import { completeOperatorRaw } from '../../web/src/config/node/fixtures';
import { configHash, loadOperatorConfig } from '../../web/src/config/node/operator-config';
import { PROJECT_ROOT } from '../project-root';
import { testApp } from '../test/fixtures';
import { addSiteStack } from './create-app';

// A production build (not a demo) from a complete configuration file, then a synthesis from the same file:
// what `npm run deploy` does, minus AWS.
describe('a production build and the template from one configuration file', { timeout: 60_000 }, () => {
  // Inside the repository (ignored .local/): the prerender step imports react-dom from the build folder.
  mkdirSync(join(PROJECT_ROOT, '.local'), { recursive: true });
  const dir = mkdtempSync(join(PROJECT_ROOT, '.local', 'operator-build-'));
  const configPath = join(dir, 'operator-config.json');
  const outDir = join(dir, 'dist');
  let bundle = '';

  beforeAll(async () => {
    writeFileSync(configPath, JSON.stringify(completeOperatorRaw()));
    const previous = process.env.OPERATOR_CONFIG;
    process.env.OPERATOR_CONFIG = configPath;
    try {
      await build({
        configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir },
      });
    } finally {
      if (previous === undefined) delete process.env.OPERATOR_CONFIG;
      else process.env.OPERATOR_CONFIG = previous;
    }
    bundle = readdirSync(join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
      .join('\n');
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('carries the same project id and admin uid in the web build and in the functions', () => {
    const config = loadOperatorConfig(configPath, { allowPlaceholders: false });
    // The admin chunk's Firebase settings, as the minifier writes string literals.
    expect(bundle).toContain(`VITE_FIREBASE_PROJECT_ID:\`${config.firebase.projectId}\``);
    expect(bundle).toContain(`VITE_FIREBASE_ADMIN_UID:\`${config.firebase.adminUid}\``);
    expect(bundle).toContain(`VITE_FIREBASE_API_KEY:\`${config.firebase.apiKey}\``);

    const stack = addSiteStack(testApp(), { config, webBuildPath: outDir, deploying: true });
    const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.FIREBASE_PROJECT_ID,
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.FIREBASE_PROJECT_ID).toBe(config.firebase.projectId);
    }
    // Every API route's function knows the administrator (the scheduled functions need not).
    const routeFunctions = functions.filter((fn) =>
      /^(GET|POST|PUT|DELETE) \/api/.test(fn.Properties.Description),
    );
    expect(routeFunctions.length).toBeGreaterThan(0);
    for (const fn of routeFunctions) {
      expect(fn.Properties.Environment.Variables.ADMIN_UID).toBe(config.firebase.adminUid);
    }
  });

  it('stamps the build with the configuration, and ships no deploy settings to the page', () => {
    const config = loadOperatorConfig(configPath, { allowPlaceholders: false });
    expect(readBuildStamp(outDir)).toMatchObject({ configHash: configHash(config), demo: false });
    expect(bundle).not.toContain(config.deploy.serviceAccountSecretName);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain(config.site.donationWallet);
  });

  it('loads every script of every page with the Subresource Integrity of the file that ships', () => {
    const tags = htmlFiles(outDir).flatMap((page) =>
      [
        ...readFileSync(join(outDir, page), 'utf8').matchAll(
          /<(?:script\b[^>]*\ssrc|link\b[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"[^>]*>/g,
        ),
      ].map(([tag, url]) => ({ page, tag, url: url as string })),
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const { page, tag, url } of tags) {
      const expected = integrityOf(readFileSync(join(outDir, url)));
      expect({
        page,
        integrity: /\sintegrity="([^"]+)"/.exec(tag)?.[1],
        crossorigin: /\scrossorigin\b/.test(tag),
      }).toEqual({ page, integrity: expected, crossorigin: true });
    }
  });
});
