import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on `host` (there is a small race until the caller binds it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on `host:port` yet (binding it briefly is the only reliable test). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** `port` itself, or a free port when it is 0. */
export async function resolvePort(port: number | undefined, host = '127.0.0.1'): Promise<number> {
  return port ? port : freePort(host);
}
