// Jest's order (files that failed last time first, then the longest by the last run's times, else the largest)
// with one change for files it has no times for, as on a clean clone: files that start a stack (HTTP and
// browser tests, which take a minute or two each) go before the rest, so the pool does not end waiting on a
// long browser file that happened to be small.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

const STACK_FOLDERS = ['tests/e2e/', 'tests/http/'].map((folder) => path.join(__dirname, '..', '..', folder));

class StacksFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const startsStackUntimed = (test) => test.duration == null && STACK_FOLDERS.some((folder) => test.path.startsWith(folder));
    return [...sorted.filter(startsStackUntimed), ...sorted.filter((test) => !startsStackUntimed(test))];
  }
}

module.exports = StacksFirstSequencer;
