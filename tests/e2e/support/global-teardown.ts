export default async function globalTeardown(): Promise<void> {
  // Each e2e file stops the stack it started; nothing is shared across files.
}
