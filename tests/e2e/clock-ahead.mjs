// Loaded into a browser flow's server (`--import`) to move its clock forward, as the days pass in a
// flow: the number of milliseconds in the file PODIUM_CLOCK_AHEAD_FILE is added to every reading
// of the time (Date and Date.now, which the embedded database's now() reads too). Timers are untouched.
import { readFileSync, watchFile } from 'node:fs';

const file = process.env.PODIUM_CLOCK_AHEAD_FILE;
const RealDate = Date;
let ahead = 0;
const read = () => {
  try {
    ahead = Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    ahead = 0;
  }
};
if (file) {
  read();
  watchFile(file, { interval: 100, persistent: false }, read);
}

class ClockAhead extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...args);
  }
  static now() {
    return RealDate.now() + ahead;
  }
  // dates made before the clock moved, or by Node itself, are dates too
  static [Symbol.hasInstance](value) {
    return value instanceof RealDate;
  }
}
globalThis.Date = ClockAhead;
