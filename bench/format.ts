// Number formatting and Markdown tables for the benchmark report.

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
export const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : 'n/a');

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** "met" or "MISSED" beside a figure: targets are printed, never failed on. */
export function target(ok: boolean, text: string): string {
  return `${ok ? 'met' : 'MISSED'} (${text})`;
}

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
