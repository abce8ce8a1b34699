import { useEffect, useMemo, useRef, useState } from 'react';
import { usePageShown } from '../../../lib/page-shown';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { makeStars, skySettings } from '../lib/sky';
import { createSkyHost, type SkyHost } from '../lib/sky-host';

/**
 * Twinkling stars and passing meteors behind the page, drawn on one canvas a few times a second,
 * from a worker where the browser allows (ADR 24). It stands still while the tab is hidden or the admin panel covers the page, and
 * nothing renders for people who prefer reduced motion, or before hydration.
 */
export function NightSky() {
  const [mounted, setMounted] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const shown = usePageShown();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { stars: count, meteorEveryMs, meteorsMax } = skySettings(mobile);
  // The same stars before and after a pause.
  const stars = useMemo(() => (mounted ? makeStars(count) : []), [mounted, count]);

  useEffect(() => setMounted(true), []);

  // One host for the canvas's life: a canvas handed to a worker cannot be taken back.
  const host = useRef<SkyHost | null>(null);
  useEffect(() => {
    if (!mounted || reduced || !canvas.current) return;
    const created = createSkyHost(canvas.current);
    host.current = created;
    return () => {
      created.dispose();
      host.current = null;
    };
  }, [mounted, reduced]);

  useEffect(() => {
    if (!host.current || !shown || reduced) return;
    const sky = host.current;
    sky.run({ stars, settings: { stars: count, meteorEveryMs, meteorsMax } });
    return sky.pause;
  }, [shown, reduced, stars, count, meteorEveryMs, meteorsMax]);

  if (!mounted || reduced) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex takes no focus; the sky is decoration
    <canvas
      ref={canvas}
      className="sky"
      aria-hidden="true"
      data-testid="night-sky"
      data-stars={stars.length}
    />
  );
}
