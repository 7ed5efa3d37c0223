// Integration tests start a backend (a fresh clone first builds the migrated snapshot) on a shared 2-core machine.
jest.setTimeout(90_000);
