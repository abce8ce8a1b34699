import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers whether the sections are ready: a fresh copy for each test.
async function loadScroll() {
  vi.resetModules();
  return import('./scroll');
}

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
}

describe('scrollWhenPresent', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => document.body.replaceChildren());

  it('waits for sections whose chunk is slow, then scrolls as soon as they are there', async () => {
    const { markSectionsReady, scrollWhenPresent } = await loadScroll();
    const onMissing = vi.fn();
    scrollWhenPresent('community', onMissing, 50);
    vi.advanceTimersByTime(5000);
    expect(onMissing).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    addSection('community');
    markSectionsReady();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('reports a missing section once every section is there', async () => {
    const { markSectionsReady, scrollWhenPresent } = await loadScroll();
    const onMissing = vi.fn();
    scrollWhenPresent('whitepaper', onMissing, 50);
    vi.advanceTimersByTime(100);
    expect(onMissing).not.toHaveBeenCalled();
    markSectionsReady();
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reports a missing section at once after the delay when the sections are already ready', async () => {
    const { markSectionsReady, scrollWhenPresent } = await loadScroll();
    markSectionsReady();
    const onMissing = vi.fn();
    scrollWhenPresent('whitepaper', onMissing, 50);
    vi.advanceTimersByTime(49);
    expect(onMissing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('gives up after SECTION_WAIT_MS when the sections never arrive', async () => {
    const { SECTION_WAIT_MS, scrollWhenPresent } = await loadScroll();
    const onMissing = vi.fn();
    scrollWhenPresent('whitepaper', onMissing, 50);
    vi.advanceTimersByTime(50 + SECTION_WAIT_MS - 1);
    expect(onMissing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const { markSectionsReady, scrollWhenPresent } = await loadScroll();
    const onMissing = vi.fn();
    const cancel = scrollWhenPresent('community', onMissing, 50);
    vi.advanceTimersByTime(100);
    cancel();
    addSection('community');
    markSectionsReady();
    vi.advanceTimersByTime(20_000);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(onMissing).not.toHaveBeenCalled();
  });
});
