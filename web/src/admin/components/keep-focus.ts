/** After a list changes, moves focus to `fallback` if the focused row was removed (focus fell to body). */
export function keepFocus(fallback: HTMLElement | null): void {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) fallback?.focus();
}
