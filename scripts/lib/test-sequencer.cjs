// Jest's order (files that failed last time first, then the longest by the last run's times, else the largest)
// with one change for files it has no times for, as on a clean clone: files that start a stack (HTTP and
// browser tests, which take a minute or two each) go before the rest, so the pool does not end waiting on a
// long browser file that happened to be small.
const Sequencer = require('@jest/test-sequencer').default;

/** The jest projects (by displayName in jest.config.cjs, which owns their folders) whose files start a stack. */
const STACK_PROJECTS = ['http', 'e2e'];

/** A test's project name: jest normalises a config's displayName to `{ name, color }`. */
const projectName = (test) => {
  const displayName = test.context.config.displayName;
  return typeof displayName === 'string' ? displayName : displayName?.name;
};

class StacksFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const startsStackUntimed = (test) => test.duration == null && STACK_PROJECTS.includes(projectName(test));
    return [...sorted.filter(startsStackUntimed), ...sorted.filter((test) => !startsStackUntimed(test))];
  }
}

module.exports = StacksFirstSequencer;
