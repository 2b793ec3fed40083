/**
 * Reading the servers log a scratch stack writes (`[name] <line>` per line, pino JSON from the API
 * and the payment processor, plain text from the storefront): after a failure, request lines would
 * bury the ones that explain it, so only warnings, errors and plain lines are shown.
 */

/** pino's warn level: lines below it (request lines, start-up notes) stay in the file only. */
const WARN_LEVEL = 40;

/** Whether a servers log line is a warning or worse, or not a pino line at all. */
export function explainsFailure(line) {
  const text = line.replace(/^\[[^\]]+\] /, '');
  let entry;
  try {
    entry = JSON.parse(text);
  } catch {
    return true;
  }
  return typeof entry?.level !== 'number' || entry.level >= WARN_LEVEL;
}
