import { SHOWN_SEPARATOR, rollFormula } from '../rolls/formula';
import { rollSpec } from '../rolls/registry';
import { RollChoice, RollType, isPoolChoice } from '../rolls/roll-types';
import { ExtraFields } from './extra-fields';
import { GroupControl } from './group-control';
import { rollName } from './views';

/**
 * The campaign questions' controls, as one hook for the sidebar: the
 * fields under Dice (stress, track, coin), the group's participants, and
 * the choice they make with the roll type on the switch. Also hides what
 * a group has no use for: the Dice field and the table's pool span.
 */
export class CampaignControls {
  private readonly extra: ExtraFields;
  private readonly group: GroupControl;

  constructor(
    host: HTMLElement,
    private readonly poolOnly: readonly HTMLElement[],
    onChange: () => void,
  ) {
    this.extra = new ExtraFields(host, onChange);
    this.group = new GroupControl(onChange);
    host.append(this.group.element);
  }

  /** What the sidebar shows and inserts for the roll type on the switch, on the Dice field's pool. */
  choice(roll: RollType, dice: number, segments: number): RollChoice {
    switch (roll) {
      case 'action':
        return { roll, dice };
      case 'resistance':
        return { roll, dice, stress: this.extra.resistStress.value, track: this.extra.track.value };
      case 'vice':
        return { roll, dice, stress: this.extra.viceStress.value };
      case 'clock':
        return { roll, dice, segments, coin: this.extra.coin.value };
      case 'group':
        return { roll, pools: this.group.pools, synchronized: this.group.synchronized };
    }
  }

  show(choice: RollChoice): void {
    this.extra.show(choice.roll);
    const pool = isPoolChoice(choice);
    this.group.element.hidden = pool;
    for (const e of this.poolOnly) e.hidden = !pool;
  }
}

/**
 * What Insert formula writes, to show beside it: the formula for the pool,
 * or a group's function of the pools it writes with it.
 */
export const formulaText = (choice: RollChoice): string => rollFormula(choice, SHOWN_SEPARATOR);

/** The table's legend: "Clock table, 8 segments, 1 coin a roll", "Group table, 3 participants", "Resistance table, 6 of 9 stress marked". */
export const legendText = (choice: RollChoice): string =>
  [`${rollName(choice.roll)} table`, ...rollSpec(choice).details(choice)].join(', ');
