import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

/** The options after `redis-server` in a command line, as pairs. */
const optionsOf = (args: string[]) => {
  const options = new Map<string, string>();
  for (let i = args.indexOf('redis-server') + 1; i < args.length; i++) {
    if (args[i]!.startsWith('--')) options.set(args[i]!, args[i + 1] ?? '');
  }
  return options;
};

describe('the Redis that holds the queues', () => {
  it('answers a write only once it is on disk, in production (docker-compose.yml)', () => {
    const command = /^\s+command: (\["redis-server".*\])$/m.exec(read('docker-compose.yml'))?.[1];
    const options = optionsOf(JSON.parse(command!) as string[]);
    expect(options.get('--appendonly')).toBe('yes');
    expect(options.get('--appendfsync')).toBe('always');
  });

  it('answers a write only once it is on disk, in development (scripts/services.sh)', () => {
    const script = read('scripts/services.sh').replace(/\\\n\s*/g, ' ');
    const line = script.split('\n').find((l) => /^\s*redis-server /.test(l));
    const options = optionsOf(line!.trim().split(/\s+/));
    expect(options.get('--appendonly')).toBe('yes');
    expect(options.get('--appendfsync')).toBe('always');
  });
});
