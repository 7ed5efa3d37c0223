import '@app/i18n/all-messages';
// Browser tests start a whole stack per file; jest's 5 s default is for unit tests.
jest.setTimeout(120_000);
// A real browser against real servers has timing that a busy CI machine can upset: a failing browser
// test runs once more, and its first failure is printed (so a flaky test shows in the log, not only a red run).
jest.retryTimes(1, { logErrorsBeforeRetry: true });
