// Builds one formatter of each kind the page uses, says so, then ends. A browser loads its number,
// date, plural and list data once per process, the first time any thread builds such a formatter:
// done here, that work leaves the page's main thread, which waits for this message before it
// hydrates (ADR 24, docs/decisions/0024-idle-cost-budget.md, "Load-time work").
self.onmessage = (event) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1.5);
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(0);
  new Intl.PluralRules(locale).select(1);
  new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(['1', '2']);
  self.postMessage('warm');
  close();
};
