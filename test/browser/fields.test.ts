import { PreviewSession, openSession } from '../support/preview-session';

/**
 * Every whole-number field of the sidebar in real headless Chromium, as
 * `npm start` serves it, under the one rule they share: a refused entry
 * stays, with its error, until the next valid entry, so leaving the field
 * moves nothing and a click just after lands where the user aimed it; an
 * insert reads only the fields of the roll type on show. One sheet, each
 * test in its own part of it.
 */

let s: PreviewSession;

beforeAll(async () => {
  s = await openSession();
});

afterAll(async () => {
  await s?.close();
});

const chooseRoll = (name: string) => s.chooseRoll(name);
const field = (name: string) => s.sidebar.getByRole('spinbutton', { name, exact: true });
const focusedId = () => s.focusedId();
const refusedInsert = (why: string) => `Nothing inserted: ${why}. Fix it and insert again.`;

/** Waits for the message under an insert button (Insert table's unless told), saying what it reads instead if it never comes. */
async function answered(text: string, id: 'formula-status' | 'table-status' = 'table-status') {
  await s.waitForStatus(text, id, 5000).catch(async (e: Error) => {
    throw new Error(`${e.message}: #${id} reads ${JSON.stringify(await s.sidebar.textContent(`#${id}`))}, not ${JSON.stringify(text)}`);
  });
}

/**
 * Clicks `button` with the mouse where it stands while the field with
 * `fieldId` still has focus: the box is read before the field loses focus,
 * then the press and the release go to those coordinates, as a user's hand
 * does. Between them (the press has taken the focus from the field) the
 * button has not moved. Waits for the message under the button.
 */
async function clickWhereItStood(fieldId: string, button: '#insert-formula' | '#insert-table', status: string) {
  const target = s.sidebar.locator(button);
  // The user looks down to the button (the sidebar scrolls; the field keeps focus).
  await target.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  expect(await focusedId()).toBe(fieldId);
  const box = (await target.boundingBox())!;
  await s.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await s.page.mouse.down();
  expect(await focusedId()).toBe(button.slice(1));
  expect(await target.boundingBox()).toEqual(box);
  await s.page.mouse.up();
  await answered(status, button === '#insert-formula' ? 'formula-status' : 'table-status');
}

interface FieldCase {
  readonly roll: string;
  /** The field's label. */
  readonly name: string;
  readonly typed: string;
  readonly error: string;
  /** The cell made active first, for an insert that does not read the field. */
  readonly cell: string;
  readonly formula: string;
  readonly table: string;
}

const CASES: FieldCase[] = [
  {
    roll: 'Action',
    name: 'Dice',
    typed: '25',
    error: 'Dice 25 refused: use a whole number from 0 to 20. Showing 2 dice.',
    cell: 'B2',
    formula: refusedInsert('Dice 25 is not a whole number from 0 to 20'),
    table: 'Inserted the 0–6 dice table (live formulas) at B2:F10.',
  },
  {
    roll: 'Action',
    name: 'From',
    typed: '21',
    error: 'From 21 refused: use a whole number from 0 to 20.',
    cell: 'B12',
    formula: 'Inserted =BLADES_BANDS(2) at B12:E12.',
    table: refusedInsert('From 21 is not a whole number from 0 to 20'),
  },
  {
    roll: 'Action',
    name: 'to',
    typed: '99',
    error: 'To 99 refused: use a whole number from 0 to 20.',
    cell: 'B13',
    formula: 'Inserted =BLADES_BANDS(2) at B13:E13.',
    table: refusedInsert('To 99 is not a whole number from 0 to 20'),
  },
  {
    roll: 'Resistance',
    name: 'Stress marked',
    typed: '9',
    error: 'Stress marked 9 refused: use a whole number from 0 to 8. Showing 0.',
    cell: 'B14',
    formula: 'Inserted =BLADES_RESIST(2) at B14:H14.',
    table: refusedInsert('Stress marked 9 is not a whole number from 0 to 8'),
  },
  {
    roll: 'Resistance',
    name: 'Track',
    typed: '0',
    error: 'Track 0 refused: use a whole number from 1 to 24. Showing 9.',
    cell: 'B15',
    formula: 'Inserted =BLADES_RESIST(2) at B15:H15.',
    table: refusedInsert('Track 0 is not a whole number from 1 to 24'),
  },
  {
    roll: 'Vice',
    name: 'Stress marked',
    typed: '25',
    error: 'Stress marked 25 refused: use a whole number from 0 to 24. Showing 3.',
    cell: 'B16',
    formula: 'Inserted =BLADES_VICE(2) at B16:G16.',
    table: refusedInsert('Stress marked 25 is not a whole number from 0 to 24'),
  },
  {
    roll: 'Clock',
    name: 'Segments',
    typed: '30',
    error: 'Segments 30 refused: use a whole number from 1 to 24. Showing 8 segments.',
    cell: 'B17',
    formula: refusedInsert('Segments 30 is not a whole number from 1 to 24'),
    table: refusedInsert('Segments 30 is not a whole number from 1 to 24'),
  },
  {
    roll: 'Clock',
    name: 'Coin per roll',
    typed: '4',
    error: 'Coin per roll 4 refused: use a whole number from 0 to 3. Showing 0.',
    cell: 'B17',
    formula: refusedInsert('Coin per roll 4 is not a whole number from 0 to 3'),
    table: refusedInsert('Coin per roll 4 is not a whole number from 0 to 3'),
  },
  {
    roll: 'Group',
    name: 'Participant 2',
    typed: '21',
    error: 'Participant 2: 21 refused: use a whole number from 0 to 20. Showing 1 die.',
    cell: 'B17',
    formula: refusedInsert('Participant 2: 21 is not a whole number from 0 to 20'),
    table: refusedInsert('Participant 2: 21 is not a whole number from 0 to 20'),
  },
];

describe('a refused entry stays on leaving, so the next click lands under its button: every field', () => {
  test.each(CASES)('$roll, $name $typed: Insert formula and Insert table each answer under the button', async (c) => {
    await chooseRoll(c.roll);
    await s.selectCell(c.cell);
    const input = field(c.name);
    const id = (await input.getAttribute('id'))!;
    const valid = await input.inputValue();
    await input.fill(c.typed);
    const error = s.sidebar.locator(`#${id}-error`);
    expect(await error.textContent()).toBe(c.error);
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await clickWhereItStood(id, '#insert-formula', c.formula);
    // Leaving moved nothing: the entry and its error are still on show.
    expect(await input.inputValue()).toBe(c.typed);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await error.textContent()).toBe(c.error);

    // Back into the field (its entry still refused), then down to Insert table.
    await input.focus();
    await clickWhereItStood(id, '#insert-table', c.table);
    expect(await input.inputValue()).toBe(c.typed);
    expect(await error.textContent()).toBe(c.error);

    await input.fill(valid);
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    expect(await error.textContent()).toBe('');
  });
});

describe('an insert reads only the fields of the roll type on show', () => {
  /** A refused entry in every field but the group's, each typed in its own view. */
  async function refuseEverywhereButGroup() {
    await chooseRoll('Action');
    await field('Dice').fill('25');
    await field('From').fill('21');
    await field('to').fill('99');
    await chooseRoll('Resistance');
    await field('Stress marked').fill('9');
    await field('Track').fill('0');
    await chooseRoll('Vice');
    await field('Stress marked').fill('25');
    await chooseRoll('Clock');
    await field('Segments').fill('30');
    await field('Coin per roll').fill('7');
  }

  test('Group, with 25 left in Dice and From, To, Segments, Coin and stress refused: both inserts write the group', async () => {
    await refuseEverywhereButGroup();
    await chooseRoll('Group');
    // None of those fields is on show.
    expect(await s.sidebar.getByRole('spinbutton', { name: 'Dice' }).isHidden()).toBe(true);
    expect(await s.sidebar.isHidden('#table-span')).toBe(true);
    expect(await s.sidebar.getByRole('alert').filter({ hasText: /./ }).count()).toBe(0);
    await s.selectCell('B20');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await answered('Inserted =BLADES_GROUP(B21:B23) and its 3 pools at B20:F23.', 'formula-status');
    await s.selectCell('B25');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await answered('Inserted the group table of 3 (2, 1, 0 dice; live formulas) at B25:F31.');
  });

  test('Action, with the clock’s, the stress fields and a participant refused: both inserts write the action roll', async () => {
    await field('Participant 1').fill('21');
    await chooseRoll('Action');
    await field('Dice').fill('3');
    await field('From').fill('0');
    await field('to').fill('6');
    await s.selectCell('B33');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await answered('Inserted =BLADES_BANDS(3) at B33:E33.', 'formula-status');
    await s.selectCell('B35');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await answered('Inserted the 0–6 dice table (live formulas) at B35:F43.');
  });

  test('Clock: the refusal names the clock’s own fields, each of them, and no other', async () => {
    await chooseRoll('Clock');
    const why = ['Segments 30 is not a whole number from 1 to 24', 'Coin per roll 7 is not a whole number from 0 to 3'].join('; ');
    await s.sidebar.getByRole('button', { name: 'Insert formula' }).click();
    await answered(refusedInsert(why), 'formula-status');
    await s.sidebar.getByRole('button', { name: 'Insert table' }).click();
    await answered(refusedInsert(why));
    // Put right, every field of every view, for the tests after.
    await field('Segments').fill('8');
    await field('Coin per roll').fill('0');
    await chooseRoll('Resistance');
    await field('Stress marked').fill('0');
    await field('Track').fill('9');
    await chooseRoll('Vice');
    await field('Stress marked').fill('3');
    await chooseRoll('Group');
    await field('Participant 1').fill('2');
    expect(await s.sidebar.locator('[aria-invalid="true"]').count()).toBe(0);
  });
});

describe('every field remembered between openings', () => {
  const reopen = async () => {
    await s.sidebar.goto(s.sidebar.url());
    await s.sidebar.waitForSelector('.view');
  };
  const checked = (name: string) => s.sidebar.getByRole('radio', { name, exact: true }).isChecked();

  test('set every field and checkbox, reload: each comes back, a refused entry as the value on show', async () => {
    await chooseRoll('Clock');
    await s.sidebar.getByRole('radio', { name: '12 segments' }).check();
    await s.sidebar.getByRole('radio', { name: '5 dice' }).check();
    await field('Coin per roll').fill('2');
    await chooseRoll('Resistance');
    await field('Track').fill('12');
    await field('Stress marked').fill('6');
    await chooseRoll('Vice');
    await field('Stress marked').fill('4');
    await chooseRoll('Group');
    await s.sidebar.getByRole('button', { name: 'Add participant' }).click();
    await field('Participant 3').fill('5');
    await field('Participant 4').fill('1');
    await s.sidebar.getByRole('checkbox', { name: 'Synchronized' }).check();
    await chooseRoll('Action');
    await field('From').fill('1');
    await field('to').fill('4');
    await s.sidebar.check('input[name="mode"][value="values"]');
    await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).check();
    // Refused entries, left on show: the values on show are what is remembered.
    await field('Dice').fill('25');
    await field('to').fill('21');
    await chooseRoll('Clock');
    await field('Coin per roll').fill('7');
    await chooseRoll('Group');
    await field('Participant 2').fill('30');
    await chooseRoll('Vice');

    await reopen();
    expect(await checked('Vice')).toBe(true);
    expect(await field('Dice').inputValue()).toBe('5');
    expect(await checked('5 dice')).toBe(true);
    expect(await field('Stress marked').inputValue()).toBe('4');
    expect(await s.sidebar.textContent('#view-vice .totals')).toContain('Overindulging (4 stress marked)');
    expect(await field('From').inputValue()).toBe('1');
    expect(await field('to').inputValue()).toBe('4');
    expect(await s.sidebar.isChecked('input[name="mode"][value="values"]')).toBe(true);
    expect(await s.sidebar.getByRole('checkbox', { name: 'Add a chart' }).isChecked()).toBe(true);
    expect(await s.sidebar.locator('[aria-invalid="true"]').count()).toBe(0);

    await chooseRoll('Clock');
    expect(await field('Segments').inputValue()).toBe('12');
    expect(await checked('12 segments')).toBe(true);
    expect(await field('Coin per roll').inputValue()).toBe('2');
    expect(await s.sidebar.textContent('#view-clock h2')).toMatch(/^Clock of 12 segments, 2 coin a roll/);

    await chooseRoll('Resistance');
    expect(await field('Stress marked').inputValue()).toBe('6');
    expect(await field('Track').inputValue()).toBe('12');
    // Each field's bounds follow the other's remembered value.
    expect(await field('Stress marked').getAttribute('max')).toBe('11');
    expect(await field('Track').getAttribute('min')).toBe('7');
    expect(await s.sidebar.textContent('#stress-help')).toBe('0–11 · for trauma');
    expect(await s.sidebar.textContent('#track-help')).toBe('7–24 · stress boxes');
    expect(await s.sidebar.textContent('#table-legend')).toBe('Resistance table, 6 of 12 stress marked');

    await chooseRoll('Group');
    expect(await s.sidebar.$$eval('#participants input', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      '2',
      '1',
      '5',
      '1',
    ]);
    expect(await s.sidebar.$$eval('#participants label', (ls) => ls.map((l) => l.textContent))).toEqual([
      'Participant 1',
      'Participant 2',
      'Participant 3',
      'Participant 4',
    ]);
    expect(await s.sidebar.getByRole('checkbox', { name: 'Synchronized' }).isChecked()).toBe(true);
    expect(await s.sidebar.textContent('#view-group h2')).toBe('Group action, Synchronized4 participants: 2, 1, 5, 1 dice');
    // The remembered roster works as the opening one does.
    await s.sidebar.getByRole('button', { name: 'Remove participant 4' }).click();
    await s.sidebar.waitForFunction(() =>
      /^Removed participant 4; 3 left\. Group action, Synchronized: /.test(document.getElementById('announce')?.textContent ?? ''),
    );
  });
});
