import { BANDS, actionBands } from '../blades/action';
import { sum } from '../dice/fraction';
import { OddsRow } from './format';

/**
 * The sidebar's lookups, as data: each view turns the chosen pool into a
 * titled list of rows (with a bar each) and totals (without). The sidebar
 * renders whatever this list holds, so a new lookup is one more entry.
 */
export interface OddsView {
  /** Stable id, used for element ids and tests. */
  readonly id: string;
  readonly title: string;
  readonly rows: readonly OddsRow[];
  readonly totals: readonly OddsRow[];
}

export type ViewOf = (dice: number) => OddsView;

/** The four action-roll bands, then the two chances players ask about. */
export const actionView: ViewOf = (dice) => {
  const bands = actionBands(dice);
  return {
    id: 'action',
    title: 'Action roll',
    rows: BANDS.map((label, i) => ({ label, fraction: bands[i] })),
    totals: [
      { label: 'At least Partial', fraction: sum(bands.slice(1)) },
      { label: 'Clean or better', fraction: sum(bands.slice(2)) },
    ],
  };
};

export const SIDEBAR_VIEWS: readonly ViewOf[] = [actionView];
