/** Document 002, sections 2.10 and 4: green under 5 %, warning from 5 to under 40 %, red from 40 %. */
export function failureTone(failed: number, total: number): 'success' | 'warning' | 'error' {
  const percent = total > 0 ? (failed / total) * 100 : 0;
  return percent < 5 ? 'success' : percent < 40 ? 'warning' : 'error';
}

export function failurePercent(failed: number, total: number): number {
  return total > 0 ? Math.min((failed / total) * 100, 100) : 0;
}
