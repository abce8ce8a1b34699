import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completeOperatorRaw } from '../../web/src/config/node/fixtures.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'preflight-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'preflight.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
}

describe('npm run preflight, the command', () => {
  it('blocks a certificate outside us-east-1 before asking anyone, with exit status 1 (and --json)', () => {
    const raw = completeOperatorRaw();
    const certificateArn =
      'arn:aws:acm:eu-west-1:210987654321:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    const path = join(dir, 'operator-config.json');
    writeFileSync(
      path,
      JSON.stringify({
        ...raw,
        deploy: { ...raw.deploy, domain: { names: ['token.test'], certificateArn } },
      }),
    );
    const text = run(['--config', path]);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(
      /Configuration\s+BLOCKING\s+.*deploy\.domain\.certificateArn: must be an ACM certificate ARN in us-east-1/,
    );
    expect(text.stdout).toContain(`fix: edit ${path}`);
    const json = run(['--config', path, '--json']);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      blocking: true,
      results: [{ check: 'Configuration', outcome: 'blocking' }],
    });
  });

  it('says what it does with --help', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: npm run preflight');
  });
});
