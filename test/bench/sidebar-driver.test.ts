import { actionBands } from '../../src/blades/action';
import { ALL_POOLS } from '../../bench/engine';
import { barePage, Scenario, timeChanges, timeLoad, typingSequence } from '../../bench/sidebar';

/**
 * The bench's sidebar section drives dist/Sidebar.html through what users
 * see (a control labelled Dice, exact fractions in the page). Stand-in pages
 * check the driver itself: it stops the clock only on the right numbers, and
 * says why when it cannot, so a sidebar change cannot make it time nothing.
 */
const fractions = Object.fromEntries(ALL_POOLS.map((n) => [n, actionBands(n).map(String)]));

/** A stand-in sidebar: shows `shown(pool)`'s fractions when Dice changes; also calls the server once. */
const page = (
  shown: string,
  control = '<label for="dice">Dice</label><input id="dice" type="number" min="0" max="20" value="2">',
) => `<!doctype html>
<html><body>${control}<div id="out" aria-live="polite"></div>
<script>
  const table = ${JSON.stringify(fractions)};
  const out = document.getElementById('out');
  const dice = document.getElementById('dice');
  const show = () => { const n = Number(dice.value); out.textContent = table[${shown}].join(' · '); };
  if (dice) { dice.addEventListener('input', show); show(); }
  google.script.run.withSuccessHandler(() => {}).withFailureHandler(() => {}).getSettings();
</script></body></html>`;

describe("the bench's sidebar driver", () => {
  test('times each change until the new pool’s fractions are in the page', async () => {
    const { dom, frame } = await timeChanges(page('n'), 1, 5);
    expect(dom).toHaveLength(5);
    expect(frame).toHaveLength(5);
    // The rendered frame comes after the numbers are in the DOM.
    dom.forEach((ms, i) => expect(Number.isFinite(ms) && ms >= 0 && frame[i] >= ms).toBe(true));
  });

  test('does not stop the clock on a change that shows other numbers', async () => {
    await expect(timeChanges(page('(n + 1) % 21'), 0, 1)).rejects.toThrow(/after setting Dice to \d+, the page never showed/);
  });

  test('stops the clock on the numbers in the DOM, but refuses a change whose numbers are there and not drawn', async () => {
    const hidden = page('n').replace('<div id="out" aria-live="polite">', '<div id="out" hidden>');
    await expect(timeChanges(hidden, 0, 1)).rejects.toThrow(/after setting Dice to \d+, the page holds [0-9/, ]+ but does not show them/);
  });

  test('does not take the numbers from a script: the stand-in’s own table holds every fraction', async () => {
    const silent = page('n').replace('out.textContent = table', 'void table');
    await expect(timeChanges(silent, 0, 1)).rejects.toThrow(/after setting Dice to \d+, the page never showed/);
  });

  test('says so when the page has no control labelled Dice', async () => {
    await expect(timeChanges(page('n', '<label for="dice">Pool</label><input id="dice">'), 0, 1)).rejects.toThrow(
      /no <input> or <select> labelled "Dice"/,
    );
  });
});

describe("the driver's clicks", () => {
  /** A stand-in: a button that adds a pool and a checkbox that doubles it; the page shows the pool's fractions. */
  const clicks = `<!doctype html>
<html><body><button type="button">Add die</button><label><input id="twice" type="checkbox"> Twice</label><div id="out"></div>
<script>
  const table = ${JSON.stringify(fractions)};
  let pool = 1;
  const out = document.getElementById('out');
  const twice = document.getElementById('twice');
  const show = () => { out.textContent = table[twice.checked ? 2 * pool : pool].join(' · '); };
  document.querySelector('button').addEventListener('click', () => { pool++; show(); });
  twice.addEventListener('change', show);
  show();
</script></body></html>`;
  const scenario = (shown: number[]): Scenario => ({
    id: 'clicks',
    text: 'clicks',
    changes: [
      { click: 'Add die', shows: fractions[shown[0]] },
      { click: 'Twice', shows: fractions[shown[1]] },
    ],
  });

  test('clicks a button by its words and a checkbox by its label, and times each until its fractions show', async () => {
    const { dom } = await timeChanges(clicks, 0, 2, scenario([2, 4]));
    expect(dom).toHaveLength(2);
  });

  test('does not stop the clock when a click shows other numbers', async () => {
    await expect(timeChanges(clicks, 0, 2, scenario([2, 3]))).rejects.toThrow(/after clicking Twice, the page never showed/);
  });
});

describe("the driver's keystrokes, roll-type switch, slowdown and load", () => {
  /** A stand-in: a Dice field that shows its pool's fractions on input only, and a roll-type switch that shows the roll's name. */
  const typed = `<!doctype html>
<html><body>
<div role="radiogroup" aria-label="Roll type"><label><input type="radio" name="roll" value="a" checked> Action</label><label><input type="radio" name="roll" value="c"> Clock</label></div>
<label for="dice">Dice</label><input id="dice" type="text"><div id="out"></div><div id="roll"></div>
<script>
  const table = ${JSON.stringify(fractions)};
  const dice = document.getElementById('dice');
  dice.addEventListener('input', () => { document.getElementById('out').textContent = (table[Number(dice.value)] || []).join(' · '); });
  dice.addEventListener('change', () => { document.getElementById('out').textContent = 'changed'; });
  for (const r of document.querySelectorAll('input[name=roll]')) r.addEventListener('change', () => { document.getElementById('roll').textContent = r.value === 'c' ? '1/2 clock' : ''; });
</script></body></html>`;

  test('types keystrokes as input events only (the field keeps focus: no change event), each timed until its fractions show', async () => {
    const texts = typingSequence(4);
    expect(texts).toEqual(['1', '10', '1', '11']);
    const scenario: Scenario = {
      id: 'typing',
      text: 'typing',
      changes: texts.map((text) => ({ type: 'Dice', text, shows: fractions[Number(text)] })),
    };
    const { dom } = await timeChanges(typed, 0, texts.length, scenario, 4);
    expect(dom).toHaveLength(4);
  });

  test('chooses a roll type on the switch by its label, and says so when there is none', async () => {
    const switching = (roll: string): Scenario => ({ id: 'switch', text: 'switch', changes: [{ roll, shows: ['1/2'] }] });
    await expect(timeChanges(typed, 0, 1, switching('Clock'))).resolves.toMatchObject({ dom: [expect.any(Number)] });
    await expect(timeChanges(typed, 0, 1, switching('Action'))).rejects.toThrow(/after choosing Action, the page never showed 1\/2/);
    await expect(timeChanges(typed, 0, 1, switching('Vice'))).rejects.toThrow(/no roll type labelled "Vice"/);
  });

  test('times load to the first frame after the page’s scripts have run', async () => {
    // The script holds the main thread for 60 ms: the first frame cannot come before.
    const busy =
      '<!doctype html><html><body><p>x</p><script>const t = performance.now(); while (performance.now() - t < 60);</script></body></html>';
    expect(await timeLoad(busy)).toBeGreaterThanOrEqual(60);
  });

  test('lays the page out at the sidebar’s size in Sheets, 300 × 645', async () => {
    // The script holds the main thread for 60 ms only at that size: the first frame then comes no sooner.
    const sized =
      '<!doctype html><html><body><p>x</p><script>if (innerWidth === 300 && innerHeight === 645) { const t = performance.now(); while (performance.now() - t < 60); }</script></body></html>';
    expect(await timeLoad(sized)).toBeGreaterThanOrEqual(60);
  });

  test('the bare page keeps the controls and none of the scripts, and writes the changed value', async () => {
    const bare = await barePage(typed);
    expect(bare).not.toContain('table[');
    const { dom } = await timeChanges(bare, 0, 2, {
      id: 'bare',
      text: 'bare',
      changes: [
        { type: 'Dice', text: '7', shows: ['7'] },
        { set: 'Dice', to: 9, shows: ['9'] },
      ],
    });
    expect(dom).toHaveLength(2);
  });
});
