// Runs a command and stops it when the process that started this one goes away, however that
// happens (Ctrl-C, SIGKILL, a crash): our stdin is a pipe from that process, and its end of file
// is the signal. Plain JavaScript so it starts without a TypeScript loader.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node exit-with-parent.mjs <command> [args...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
process.stdin.on('end', () => {
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
});
process.stdin.resume();
