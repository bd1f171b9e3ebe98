let lastStamp = 0;

/**
 * The clock in ms for a stored file's name, but never the same twice in this process: two saves in one millisecond
 * (a double click, two tabs) never share a file name, so one never overwrites the other.
 */
export function fileStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}
