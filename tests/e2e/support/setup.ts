import '@app/i18n/all-messages';
// Browser tests start a whole stack per file; jest's 5 s default is for unit tests.
jest.setTimeout(120_000);
