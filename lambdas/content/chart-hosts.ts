/**
 * Hosts a chart link may point at (`deploy.chartHosts`, given to the functions as CHART_HOSTS): the
 * page's CSP lets the chart frame show only these. Unset (unit tests) means no filter on reads.
 */
export const chartHosts: readonly string[] | undefined = process.env.CHART_HOSTS?.split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/** True when `url` is https on one of the allowed hosts (or no list is configured). */
export function isAllowedChartUrl(url: string, hosts: readonly string[] | undefined = chartHosts): boolean {
  if (!hosts) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}
