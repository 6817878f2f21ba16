/**
 * One insert at a time in a spreadsheet: an insert checks that every cell
 * it needs is free, then writes; two people inserting at once could both
 * pass the check and then write over each other. So the check and the
 * writes run under the spreadsheet's document lock
 * (LockService.getDocumentLock()), waited for a few seconds at most (an
 * insert takes well under one). If another insert still holds it, or
 * Sheets gives no document lock, nothing is read or written and the
 * message says so.
 */

/** How long an insert waits for another one to finish, in milliseconds. */
export const LOCK_WAIT_MS = 5000;

/** `work` under the document lock, released however it ends; `what` names the insert in the refusal. */
export function underDocumentLock<T>(what: string, work: () => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) {
    throw new Error(
      `Nothing was inserted: another insert into this spreadsheet is under way, and after ${LOCK_WAIT_MS / 1000} seconds it still was, ` +
        `so ${what} was not written. Try again in a moment.`,
    );
  }
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}
