/**
 * The footer sticks to the bottom only while it covers at most a quarter
 * of the sidebar (issue 28): at 200% zoom and with WCAG text spacing it
 * would cover half, so there it scrolls with the page, at its end. Judged
 * without the inserts' messages, so a message never moves the button just
 * pressed. A focused control never scrolls under it: html's scroll padding
 * follows its height (style.css).
 */
const FOOTER_SHARE = 0.25;

/** Places `insertBar` now and whenever it or the window changes size; `messages` are the inserts' messages inside it. */
export function keepFooterInView(insertBar: HTMLElement, messages: readonly HTMLElement[]): void {
  const place = (): void => {
    const said = messages.reduce((height, m) => height + m.offsetHeight, 0);
    const sticky = insertBar.offsetHeight - said <= innerHeight * FOOTER_SHARE;
    // Written only when it changes: each write restyles and lays out the page again, in the frame that measured it.
    if (insertBar.classList.contains('sticky') !== sticky) insertBar.classList.toggle('sticky', sticky);
    const height = `${sticky ? insertBar.offsetHeight : 0}px`;
    const root = document.documentElement.style;
    if (root.getPropertyValue('--insert-bar-height') !== height) root.setProperty('--insert-bar-height', height);
  };
  new ResizeObserver(place).observe(insertBar);
  window.addEventListener('resize', place);
}
