// The reader shell's pure helpers, in Node: the header's date is the day the page gives,
// wherever the reader is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from '../../www/reader/reader.js';

test('the header shows the day the page gives, in any time zone of the reader', () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      // A bare date, and times whose day differs from UTC's on either side.
      assert.equal(formatDate('2026-03-14', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T07:30:00+09:00', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T23:30:00-05:00', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T07:30:00+09:00', 'ja'), '2026年3月14日', tz);
    }
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  assert.equal(formatDate('last spring', 'en'), 'last spring');
  assert.equal(formatDate(null, 'en'), null);
});
