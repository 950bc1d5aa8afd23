/** The states of the chart, the table and the map (document 001 section 9). */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type StateCode = (typeof STATES)[number];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface StatRow {
  month: number;
  stateName: string;
  totalInstallation: number;
  totalPower: number;
}

export type Measure = 'installations' | 'power';

/** How the month axis draws its labels: every month stays a (clickable) label, angled when the chart is narrow. */
export interface MonthAxis {
  angle: number;
  anchor: 'middle' | 'end';
  /** The axis band's height in px: an angled 'Sep' needs more than a flat one. */
  height: number;
}

/** Below this chart width twelve flat 3-letter labels (about 28 px each with gaps) run into each other. */
export const NARROW_CHART_PX = 480;

export function monthAxis(chartWidth: number): MonthAxis {
  return chartWidth < NARROW_CHART_PX
    ? {angle: -45, anchor: 'end', height: 44}
    : {angle: 0, anchor: 'middle', height: 30};
}

/** One bar of the chart: a month, with one value per state (installations, or power in MW). */
export type MonthBar = {month: number; monthName: string} & Record<StateCode, number>;

/** Capacity in MW = total power (W) / 1,000,000, shown with 2 decimals. */
export function megawatts(watts: number): string {
  return (watts / 1_000_000).toFixed(2);
}

/** Twelve bars (every month, zero where nothing was installed), one series per state. */
export function monthBars(rows: StatRow[], measure: Measure): MonthBar[] {
  const bars = MONTHS.map(
    (monthName, i) => ({month: i + 1, monthName, ...Object.fromEntries(STATES.map(s => [s, 0]))}) as MonthBar,
  );
  for (const row of rows) {
    const state = STATES.find(s => s === row.stateName);
    if (!state || row.month < 1 || row.month > 12) continue;
    bars[row.month - 1][state] += measure === 'power' ? row.totalPower / 1_000_000 : row.totalInstallation;
  }
  return bars;
}

/** A year's installations and power per state (the installs-per-state table and map). */
export function stateTotals(rows: StatRow[]): Array<{state: StateCode; installations: number; power: number}> {
  return STATES.map(state => {
    const mine = rows.filter(r => r.stateName === state);
    return {
      state,
      installations: mine.reduce((n, r) => n + r.totalInstallation, 0),
      power: mine.reduce((n, r) => n + r.totalPower, 0),
    };
  });
}

/** The year choices: the years with installations, and the current year, newest first. */
export function yearChoices(years: number[], now = new Date()): number[] {
  return [...new Set([now.getFullYear(), ...years])].sort((a, b) => b - a);
}
