import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Like run, but throws when the command fails. */
export async function mustRun(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
