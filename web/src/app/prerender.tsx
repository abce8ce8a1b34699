import { prerenderToNodeStream } from 'react-dom/static';
import { Root } from './app';

/** Renders the whole page to HTML at build time, waiting for the lazy sections. */
export async function renderPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Root />);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
