import { stressRisk } from '../rolls/campaign-rows';
import { SHOWN_SEPARATOR, rollFormula } from '../rolls/formula';
import { RollChoice, RollType, clockDetails } from '../rolls/roll-types';
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

  /** What the sidebar shows and inserts for the roll type on the switch. */
  choice(roll: RollType, segments: number): RollChoice {
    switch (roll) {
      case 'action':
        return { roll };
      case 'resistance':
        return { roll, stress: this.extra.resistStress.value, track: this.extra.track.value };
      case 'vice':
        return { roll, stress: this.extra.viceStress.value };
      case 'clock':
        return { roll, segments, coin: this.extra.coin.value };
      case 'group':
        return { roll, pools: this.group.pools, synchronized: this.group.synchronized };
    }
  }

  show(roll: RollType): void {
    this.extra.show(roll);
    this.group.element.hidden = roll !== 'group';
    for (const e of this.poolOnly) e.hidden = roll === 'group';
  }
}

/**
 * What Insert formula writes, to show beside it: the formula for the pool,
 * or a group's function of the pools it writes with it.
 */
export const formulaText = (choice: RollChoice, dice: number): string =>
  rollFormula(choice, choice.roll === 'group' ? 'pools' : dice, SHOWN_SEPARATOR);

/** The table's legend: "Clock table, 8 segments, 1 coin a roll", "Group table, 3 participants", "Resistance table, 6 of 9 stress marked". */
export function legendText(choice: RollChoice): string {
  const details: string[] = [];
  const risk = stressRisk(choice);
  if (risk) details.push(risk.marked);
  if (choice.roll === 'clock') details.push(...clockDetails(choice));
  if (choice.roll === 'group') details.push(`${choice.pools.length} participants`);
  return [`${rollName(choice.roll)} table`, ...details].join(', ');
}
