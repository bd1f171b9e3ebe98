import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';
import { sleep } from './wait.ts';

/** Whether a Redis answers PING on the port (one inline command; no client library needed for that). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
  });
}

/**
 * A redis-server of its own (a test file's or a benchmark's), so it can be stopped and started without touching the
 * shared one, and its queues and socket channels see no other traffic. Started again on the same port, it is empty:
 * like a Redis that lost its data, which the spine must survive too. Killed when this process exits.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'ppd-redis-'));
  private readonly killOnExit = () => this.child?.kill('SIGKILL');

  private constructor(
    readonly port: number,
    private readonly persistence: string[],
  ) {
    process.once('exit', this.killOnExit);
  }

  /** `durable`: an append-only file written and fsynced before each reply, as deployed (docker-compose.yml). */
  static async start(options: { durable?: boolean } = {}): Promise<OwnRedis> {
    const persistence = options.durable ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
    const redis = new OwnRedis(await freePort(), persistence);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get durable(): boolean {
    return this.persistence.includes('always');
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    this.child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...this.persistence, '--dir', this.dir],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 200; i++) {
      if (await answers(this.port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on ${this.port}`);
  }

  /** Stops it at once, as a crash would (SIGKILL): what it held is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    process.off('exit', this.killOnExit);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
