/**
 * The custom functions' names, as Sheets shows them: the one list.
 * test/types/custom-functions.typecheck.ts fails `npm run typecheck`
 * unless it is exactly the UPPER_CASE exports of src/appsscript/Code.ts,
 * and every name written in code is typed with it (a registry entry's
 * `fn`, a risk column's, each src/sheets/functions/ module's messages),
 * so a misspelt or a removed function does not compile. A type only: no
 * bytes in Code.js.
 */
export type CustomFunction =
  | 'BLADES_BANDS'
  | 'BLADES_ODDS_TABLE'
  | 'BLADES_AT_LEAST'
  | 'BLADES_FRACTIONS'
  | 'BLADES_RESIST'
  | 'BLADES_RESIST_MEAN'
  | 'BLADES_VICE'
  | 'BLADES_CLOCK'
  | 'BLADES_CLOCK_MEAN'
  | 'BLADES_GROUP'
  | 'BLADES_GROUP_STRESS'
  | 'BLADES_TRAUMA'
  | 'BLADES_OVERINDULGE'
  | 'BLADES_PROGRESS'
  | 'BLADES_PROGRESS_MEAN'
  | 'BLADES_THREAT'
  | 'BLADES_THREAT_ALL'
  | 'BLADES_DC_PUSH'
  | 'BLADES_DC_PUSH_MEAN'
  | 'BLADES_OPTIONS'
  | 'BLADES_TRAUMA_BY'
  | 'BLADES_TRAUMA_MEAN'
  | 'BLADES_ENGAGEMENT'
  | 'BLADES_ENTANGLEMENT'
  | 'BLADES_WANTED'
  | 'BLADES_ACQUIRE'
  | 'BLADES_ACQUIRE_MEAN'
  | 'BLADES_VERSUS';
