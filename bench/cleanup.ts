/** Clean-up steps, run last-in first-out: at the end, on an error, and on Ctrl-C / SIGTERM. */
export class Cleanup {
  private readonly tasks: Array<{ label: string; fn: () => Promise<void> | void }> = [];
  private running: Promise<void> | null = null;
  /** set when a signal stopped the run (the benchmark's own errors then are its consequence) */
  interrupted = false;

  add(label: string, fn: () => Promise<void> | void): void {
    this.tasks.push({ label, fn });
  }

  /** Runs the steps added so far; a second call while they run waits for the same run. */
  run(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) {
      try {
        await task.fn();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`clean-up "${task.label}" failed: ${reason}`);
      }
    }
  }

  /** Cleans up and exits when the process is interrupted. */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        this.interrupted = true;
        console.error(`\n${signal}: cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }
}
