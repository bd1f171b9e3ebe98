/**
 * Gathers items added while a write is in flight (or within `maxWaitMs`) into one write: with many jobs running at
 * once, one INSERT of 200 rows costs about what one of a single row does. When a group fails, its items are written
 * one by one, so a bad item fails only its own job.
 */
export class GroupCommit<T> {
  private pending: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly opts: { maxSize: number; maxWaitMs: number; maxInFlight: number },
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.opts.maxSize) this.flushSoon(0);
      else this.flushSoon(this.opts.maxWaitMs);
    });
  }

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    if (this.inFlight >= this.opts.maxInFlight) {
      this.flushSoon(this.opts.maxWaitMs);
      return;
    }
    const group = this.pending.splice(0, this.opts.maxSize);
    this.inFlight++;
    try {
      await this.write(group.map((g) => g.item));
      for (const g of group) g.resolve();
    } catch (err) {
      if (group.length === 1) group[0]!.reject(err);
      else await Promise.all(group.map((g) => this.write([g.item]).then(g.resolve, g.reject)));
    } finally {
      this.inFlight--;
      if (this.pending.length > 0) this.flushSoon(0);
    }
  }
}
