import { type ReactNode, type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber, t } from '../../lib/i18n/i18n';

/** behaviour §9: carousels auto-advance every 30 s. */
export const CAROUSEL_AUTO_ADVANCE_MS = 30_000;
/** behaviour §9: a horizontal swipe over 50 px changes the item. */
export const SWIPE_THRESHOLD_PX = 50;

export interface CarouselProps<T> {
  items: readonly T[];
  /** Names the carousel for assistive technology, e.g. "Donation goals". */
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
}

/** One item at a time; controls, dots and counter only with more than one; wraps; pauses on hover/focus. */
export function Carousel<T>({ items, label, renderItem, getKey }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const total = items.length;
  const current = total === 0 ? 0 : Math.min(index, total - 1);

  const go = useCallback(
    (step: number) =>
      setIndex((i) => (total === 0 ? 0 : (((Math.min(i, total - 1) + step) % total) + total) % total)),
    [total],
  );

  useEffect(() => {
    if (total <= 1 || paused.hover || paused.focus) return;
    const timer = setInterval(() => go(1), CAROUSEL_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [total, paused.hover, paused.focus, go]);

  if (total === 0) return null;
  const item = items[current] as T;
  const many = total > 1;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !many) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Right to left, the next item lies to the left: a swipe to the right brings it (ADR 21).
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? dx > 0 : dx < 0;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(forward ? 1 : -1);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel has no native element; this is the APG pattern.
    <div
      className="carousel"
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused((p) => ({ ...p, focus: false }));
        }
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern, not a form fieldset. */}
      <div
        className="carousel-slide"
        role="group"
        aria-roledescription={t('carousel.slideRole')}
        aria-label={t('carousel.slide', { n: current + 1, total })}
        key={getKey(item)}
      >
        {renderItem(item, current)}
      </div>
      {many && (
        <div className="carousel-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel-dots">
            {items.map((dotItem, i) => (
              <button
                type="button"
                key={getKey(dotItem)}
                className="dot"
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <span className="carousel-count" aria-live={paused.focus ? 'polite' : 'off'}>
            {formatNumber(current + 1)} / {formatNumber(total)}
          </span>
          <button type="button" className="icon-button" aria-label={t('carousel.next')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
