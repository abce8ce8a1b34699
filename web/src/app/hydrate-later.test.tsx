import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later';

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </section>
  );
}

let root: Root | undefined;
/** Serves `id`'s section as the prerender does, then hydrates the page. */
async function prerenderAndHydrate(id: string) {
  const page = (
    <main>
      <HydrateLater id={id}>
        <Counter id={id} />
      </HydrateLater>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

/** Tells every section's observer that it has come near the viewport. */
const near: Array<() => void> = [];
function stubObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly notify: IntersectionObserverCallback) {}
      observe() {
        near.push(() => this.notify([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
    },
  );
}

/** The browser's idle periods, run by the test. */
const idle: Array<() => void> = [];
const runIdle = () => {
  while (idle.length > 0) idle.shift()?.();
};

describe('HydrateLater', () => {
  beforeEach(() => {
    stubObserver();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    act(runIdle);
    act(() => root?.unmount());
    document.body.innerHTML = '';
    near.length = 0;
  });

  it('keeps the prerendered section in place and brings it alive when it comes near the screen', async () => {
    await prerenderAndHydrate('later-near');
    const button = screen.getByRole('button', { name: 'Clicked 0 times' });
    // Far from the screen it is the prerendered HTML, not alive yet.
    await act(async () => void fireEvent.click(button));
    expect(button.textContent).toBe('Clicked 0 times');
    await act(async () => {
      for (const notify of near) notify();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    // The same element, now alive: hydrated in place, not replaced.
    expect(await screen.findByRole('button', { name: 'Clicked 1 times' })).toBe(button);
  });

  it('brings a section alive once the browser is idle after the load, without scrolling', async () => {
    await prerenderAndHydrate('later-idle');
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await act(async () => runIdle());
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    expect(await screen.findByRole('button', { name: 'Clicked 1 times' })).toBeTruthy();
  });
});
