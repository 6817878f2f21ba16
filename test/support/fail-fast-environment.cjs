// The test environment of jest.mutate.config.cjs. Under Stryker, once one
// test fails with a mutant active, that mutant is killed: the rest of its
// tests (in this file and the next) are skipped rather than run. Stryker
// turns jest's own bail off, and without this every killed mutant in
// src/dice cost a run of nearly every suite. With no mutant active (a plain
// jest run, Stryker's dry run) nothing is ever skipped.
const { TestEnvironment } = require('jest-environment-node');

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
// Kept on process: the environment module may be loaded afresh per test file.
const KILLED = Symbol.for('blades-odds.killed-mutants');

class FailFastEnvironment extends TestEnvironment {
  async handleTestEvent(event, state) {
    if (super.handleTestEvent) await super.handleTestEvent(event, state);
    const mutant = process.env[ACTIVE_MUTANT];
    if (mutant === undefined) return;
    const killed = (process[KILLED] ??= new Set());
    if (event.name === 'test_done' && event.test.errors.length > 0) killed.add(mutant);
    if (event.name === 'test_start' && killed.has(mutant)) event.test.mode = 'skip';
  }
}

module.exports = FailFastEnvironment;
