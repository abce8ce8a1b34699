// Builds one number formatter, then ends. A browser loads its number data once per process, the first
// time any thread formats a number: done here, that work leaves the page's main thread (ADR 24,
// docs/decisions/0024-idle-cost-budget.md, "Load-time work").
self.onmessage = (event) => {
  new Intl.NumberFormat(event.data, { maximumFractionDigits: 2 }).format(1.5);
  close();
};
