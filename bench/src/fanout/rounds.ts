/**
 * The rounds of the fan-out benchmarks: the product and its floors (the honest floor, the bare broadcast) take turns
 * at each rate, and each side's latencies and CPU per item are set against the product's.
 */
import { describe, fmt, type Spread, sleep, spread } from '../lib.ts';

export type SideName = 'product' | 'floor' | 'bare';

/** What one side's round measured: its deliveries' latencies and each process group's CPU milliseconds. */
export interface Measured {
  latencies: number[];
  cpu: Record<string, number>;
}

type Side = (phase: string, rate: number, count: number) => Promise<Measured>;

/** The processes doing each side's work (the product's relay runs in its worker), and the stores both use. */
const SERVERS: Record<SideName, string[]> = {
  product: ['API', 'worker'],
  floor: ['floor server'],
  bare: ['bare server'],
};
const STORES = ['PostgreSQL (this run)', 'Redis'];

interface Rounds {
  rates: number[];
  seconds: number;
  rounds: number;
  warmUp: (rate: number) => Promise<void>;
  /** The product first; each other side is measured against it. */
  sides: { product: Side } & Partial<Record<SideName, Side>>;
}

const ratio = (a: number, b: number) => `${fmt(a / b, 2)}x`;
const median = (values: number[]) => spread(values).p50;

/** CPU milliseconds per item of a side over all its rounds: its servers alone, and with the stores. */
function cpuPerItem(name: SideName, measured: Measured[], items: number) {
  const sum = (groups: string[]) =>
    measured.reduce((total, m) => total + groups.reduce((t, g) => t + (m.cpu[g] ?? 0), 0), 0) / items;
  return { servers: sum(SERVERS[name]), withStores: sum([...SERVERS[name], ...STORES]) };
}

function compare(name: SideName, rate: number, ours: Measured[], theirs: Measured[], count: number) {
  const rounds = ours.map((m, i) => [spread(m.latencies), spread(theirs[i]!.latencies)] as [Spread, Spread]);
  const [pooled, pooledTheirs] = [spread(ours.flatMap((m) => m.latencies)), spread(theirs.flatMap((m) => m.latencies))];
  const [cpu, cpuTheirs] = [
    cpuPerItem('product', ours, count * ours.length),
    cpuPerItem(name, theirs, count * theirs.length),
  ];
  console.log(
    `  product ÷ ${name} @ ${rate}/s: p50 ${ratio(pooled.p50, pooledTheirs.p50)}, p99 ${ratio(pooled.p99, pooledTheirs.p99)} ` +
      `(median of rounds: p50 ${fmt(median(rounds.map(([a, b]) => a.p50 / b.p50)), 2)}x, ` +
      `p99 ${fmt(median(rounds.map(([a, b]) => a.p99 / b.p99)), 2)}x); ` +
      `CPU per item ${ratio(cpu.servers, cpuTheirs.servers)} (${ratio(cpu.withStores, cpuTheirs.withStores)} with PostgreSQL and Redis)`,
  );
}

/** One line per rate: each side's pooled spread and CPU per item. */
function summary(rate: number, count: number, measured: Map<SideName, Measured[]>) {
  for (const [name, rounds] of measured) {
    const cpu = cpuPerItem(name, rounds, count * rounds.length);
    console.log(
      `  all ${rounds.length} rounds @ ${rate}/s, ${name}: ${describe(spread(rounds.flatMap((m) => m.latencies)))}; ` +
        `CPU per item ${fmt(cpu.servers, 2)} ms (${SERVERS[name].join(' + ')}), ${fmt(cpu.withStores, 2)} ms with PostgreSQL and Redis`,
    );
  }
  const product = measured.get('product')!;
  for (const [name, rounds] of measured) if (name !== 'product') compare(name, rate, product, rounds, count);
}

/**
 * Steady state is what is measured: each rate starts with a second's unmeasured warm-up (JIT, pools, sockets'
 * buffers), then the sides take turns for several rounds (one pair's ratio swings with whatever else the machine
 * does); each round's spreads are printed, then per side all rounds' deliveries together and the product's ratios.
 */
export async function alternate({ rates, seconds, rounds, warmUp, sides }: Rounds): Promise<void> {
  const names = Object.keys(sides) as SideName[];
  for (const rate of rates) {
    const count = Math.round(rate * seconds);
    await warmUp(rate);
    await sleep(1_000);
    const measured = new Map<SideName, Measured[]>(names.map((name) => [name, []]));
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round}/${rounds} @ ${rate}/s`);
      for (const name of names) {
        measured.get(name)!.push(await sides[name]!(`${name}${rate}r${round}`, rate, count));
        await sleep(1_000);
      }
    }
    summary(rate, count, measured);
  }
}
