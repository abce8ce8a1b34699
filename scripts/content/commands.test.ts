import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandIo } from './command-io.js';
import { exportCommand } from './export.js';
import { listBackupsCommand } from './list-backups.js';
import { restoreCommand } from './restore.js';
import { parseS3Url } from './target.js';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const value: CommandIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    stateFile: join(import.meta.dirname, 'no-such-stack.json'),
  };
  return { value, out, err };
}

describe('the content commands', () => {
  it.each([
    ['content:export', exportCommand, /--out <file>/],
    ['content:restore', restoreCommand, /--allow-other-project/],
    ['content:backups', listBackupsCommand, /oldest first/],
  ] as const)('%s --help explains itself and the target options', async (_name, command, own) => {
    const { value, out } = io();
    expect(await command(['--help'], value)).toBe(0);
    expect(out.join('\n')).toMatch(own);
    expect(out.join('\n')).toContain('GOOGLE_APPLICATION_CREDENTIALS');
  });

  it('says how to start a local stack or name a project when none runs', async () => {
    const { value, err } = io();
    expect(await listBackupsCommand([], value)).toBe(1);
    expect(err.join('\n')).toContain('No local stack is running: start one with `npm start`');
  });

  it('restore asks for exactly one backup', async () => {
    const { value, err } = io();
    expect(await restoreCommand([], value)).toBe(1);
    expect(err.join('\n')).toMatch(/^Name one backup file or s3:\/\/ URL\./);
  });

  it('restore names a file it cannot read', async () => {
    const { value, err } = io();
    expect(await restoreCommand(['/nonexistent/backup.json', '--project', 'token-site-test'], value)).toBe(1);
    expect(err.join('\n')).toMatch(/^Cannot read \/nonexistent\/backup\.json: ENOENT/);
  });

  it('a real project needs the bucket named', async () => {
    const { value, err } = io();
    expect(await listBackupsCommand(['--project', 'token-site-test'], value)).toBe(1);
    expect(err.join('\n')).toContain('Name the backup bucket with --bucket');
  });

  it('reads s3:// URLs', () => {
    expect(parseS3Url('s3://bucket-a/backups/x.json')).toEqual({ bucket: 'bucket-a', key: 'backups/x.json' });
    expect(parseS3Url('./backups/x.json')).toBeUndefined();
  });
});
