// `npm run screenshot`: the README's pictures, taken with the same Chromium
// as the tests, from the build as it is: retake them (and look at them)
// whenever the sidebar or the preview changes. docs/preview.png: the preview
// with the sidebar on 3 dice and the 0–6 table inserted as live formulas at
// B2, the sidebar scrolled to its decision section above the footer.
// docs/preview-group.png: the Group view on the rules' example (2, 1, 0
// dice), Synchronized, its table inserted at B2, scrolled to its chart.
const { insertFromSidebar, openAt, selectCell, shoot, withPreview, run } = require('./lib/preview-shots.cjs');

const VIEWPORT = { width: 1120, height: 720 };

run(() =>
  withPreview(async (browser, preview) => {
    const url = await preview();
    const action = await openAt(browser, url, 'B2', VIEWPORT);
    await action.sidebar.getByRole('radio', { name: '3 dice' }).check();
    // Scrolled to the view's decision section, What a bonus die buys, above the footer.
    await insertFromSidebar(action.sidebar, { heading: '#section-bonus-dice-title' });
    await action.page.waitForSelector('#cell-C10.num');
    // The table's one formula, over its pool column, in the formula bar.
    await selectCell(action.page, 'C4');
    await shoot(action.page, 'docs/preview.png');
    await action.page.close();

    // The same sheet (one per preview server), below the action table.
    const group = await openAt(browser, url, 'B14', VIEWPORT);
    await group.sidebar.getByRole('radio', { name: 'Group' }).check();
    await group.sidebar.getByRole('checkbox', { name: 'Synchronized' }).check();
    await insertFromSidebar(group.sidebar);
    await shoot(group.page, 'docs/preview-group.png');
  }),
);
