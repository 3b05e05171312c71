const Sequencer = require('@jest/test-sequencer').default;

// The files known to be long start first: the drills (servers, a PostgreSQL cluster, traffic) and the mutation
// fuzzer. Jest's own order puts the slowest of the last run first, but a fresh clone has no last run and falls
// back to file sizes, so a drill that started last held the whole run's end.
const long = /\.drill\.test\.ts$|[\\/]mutation-fuzz\.test\.ts$/;

class LongFilesFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => long.test(test.path)), ...sorted.filter((test) => !long.test(test.path))];
  }
}

module.exports = LongFilesFirst;
