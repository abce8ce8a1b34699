import { type ComponentType, memo, type ReactNode, Suspense, use } from 'react';

/** How far below (or above) the viewport a section starts hydrating at once. */
const NEAR_PX = 400;

type Gate = Promise<void>;
const gates = new Map<string, Gate>();
const waiting: Array<() => void> = [];
let draining = false;

// React's `use` reads a settled thenable's status without suspending.
const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const whenIdle = (next: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(next, { timeout: 1000 })
    : setTimeout(next, 50);

/** Opens the waiting gates one per idle period, once the page has loaded: one section a task. */
function drain() {
  const open = waiting.shift();
  if (!open) {
    draining = false;
    return;
  }
  open();
  whenIdle(drain);
}

function startDraining() {
  if (draining) return;
  draining = true;
  if (document.readyState === 'complete') whenIdle(drain);
  else window.addEventListener('load', () => whenIdle(drain), { once: true });
}

/**
 * The gate of the prerendered section `id`: open when there is nothing prerendered to wait on (the
 * prerender itself, the dev server), else once the section comes near the viewport or the browser
 * is idle after the load, whichever is first.
 */
function gateOf(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return OPEN;
  const gate = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    function open() {
      observer.disconnect();
      resolve();
    }
    observer.observe(element);
    waiting.push(open);
    startDraining();
  });
  gates.set(id, gate);
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  use(gateOf(id));
  return children;
}

/**
 * A prerendered section below the fold whose hydration waits until it comes near the viewport or
 * the browser is idle: the page's first seconds stay free of long tasks, and the prerendered HTML
 * stays in place meanwhile, so nothing moves. `id` is the section's element id. The parent must
 * not re-render it with new props before then (React would drop the prerendered HTML): render it
 * from a memoised component without changing props.
 */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/**
 * `Section` (a component without props) as a section that hydrates later, memoised: its parent
 * cannot re-render it before it hydrates, which {@link HydrateLater} requires.
 */
export function hydrateLater(id: string, Section: ComponentType) {
  return memo(function Later() {
    return (
      <HydrateLater id={id}>
        <Section />
      </HydrateLater>
    );
  });
}
