import { parseEnv, type Config } from '../src/env';

/**
 * The configuration tests and the fuzzer run the API with: quiet, and with
 * rate limits and the bulk-read threshold off unless a test turns one on.
 * Kept apart from helpers.ts, which needs Vitest, so that `npm run fuzz` can
 * use it too.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_REQUESTS: 'false',
    ENQUIRY_RATE_LIMIT: '0',
    ENQUIRY_CONTACT_RATE_LIMIT: '0',
    MAILS_PER_RECIPIENT_PER_DAY: '0',
    LOGIN_FAILURES_PER_ACCOUNT: '0',
    LOGIN_FAILURES_PER_ADDRESS: '0',
    // Off as the rate limits are: the tests of ADR 039 turn it on.
    DAILY_LEAD_READ_ALERT: '0',
    ...env,
  });
}
