import { actionRows, atLeast } from '../blades/action';
import { OddsRow } from '../blades/roll';

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
export const actionView: ViewOf = (dice) => ({
  id: 'action',
  title: 'Action roll',
  rows: actionRows(dice),
  totals: [
    { label: 'At least Partial', fraction: atLeast(dice, 'Partial') },
    { label: 'Clean or better', fraction: atLeast(dice, 'Clean') },
  ],
});

export const SIDEBAR_VIEWS: readonly ViewOf[] = [actionView];
