import { useEffect, useMemo, useState } from 'react';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { makeStars, skySettings } from '../lib/sky';

interface Meteor {
  id: number;
  top: number;
  left: number;
}

/**
 * Twinkling stars and passing meteors behind the page. Only opacity and transform animate (the
 * compositor's work); nothing renders for people who prefer reduced motion, or before hydration.
 */
export function NightSky() {
  const [mounted, setMounted] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const settings = skySettings(mobile);
  const stars = useMemo(() => (mounted ? makeStars(settings.stars) : []), [mounted, settings.stars]);
  const [meteors, setMeteors] = useState<Meteor[]>([]);

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!mounted || reduced) return;
    let next = 0;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      setMeteors((list) =>
        list.length >= settings.meteorsMax
          ? list
          : [...list, { id: next++, top: Math.random() * 40, left: 20 + Math.random() * 80 }],
      );
    }, settings.meteorEveryMs);
    return () => clearInterval(timer);
  }, [mounted, reduced, settings.meteorEveryMs, settings.meteorsMax]);

  if (!mounted || reduced) return null;
  return (
    <div className="sky" aria-hidden="true" data-testid="night-sky">
      {stars.map((star) => (
        <span
          key={star.id}
          className="star"
          style={{
            left: `${star.left}%`,
            top: `${star.top}%`,
            width: star.size,
            height: star.size,
            animationDelay: `${star.delay}s`,
            animationDuration: `${star.duration}s`,
          }}
        />
      ))}
      {meteors.map((meteor) => (
        <span
          key={meteor.id}
          className="meteor"
          style={{ top: `${meteor.top}%`, left: `${meteor.left}%` }}
          onAnimationEnd={() => setMeteors((list) => list.filter((m) => m.id !== meteor.id))}
        />
      ))}
    </div>
  );
}
