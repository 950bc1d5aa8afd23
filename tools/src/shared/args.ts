/** A tiny argv reader for the cli tools: `--name value`, `--name=value`, `--flag`, and positionals. */
export class Args {
  readonly positional: string[] = [];
  private readonly flags = new Map<string, string | true>();

  constructor(argv: string[] = process.argv.slice(2)) {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i];
      if (!arg.startsWith('--')) {
        this.positional.push(arg);
        continue;
      }
      const eq = arg.indexOf('=');
      if (eq > 0) {
        this.flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
        this.flags.set(arg.slice(2), argv[++i]);
      } else {
        this.flags.set(arg.slice(2), true);
      }
    }
  }

  has(name: string): boolean {
    return this.flags.has(name);
  }

  string(name: string, fallback: string): string {
    const v = this.flags.get(name);
    return typeof v === 'string' ? v : fallback;
  }

  /** A number; `1e6`, `1_000_000` and `1000000` all read as one million. */
  number(name: string, fallback: number, min = -Infinity, max = Infinity): number {
    const v = this.flags.get(name);
    if (v === undefined) return fallback;
    const n = Number(String(v).replace(/_/g, ''));
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be a number from ${min} to ${max} (got ${String(v)})`);
    return n;
  }

  /** Names given that are not in `known`: typos fail loudly instead of being ignored. */
  unknown(known: string[]): string[] {
    return [...this.flags.keys()].filter(k => !known.includes(k));
  }
}

export function failUnknown(args: Args, known: string[], usage: string): void {
  const unknown = args.unknown(known);
  if (unknown.length) {
    console.error(`unknown option${unknown.length > 1 ? 's' : ''}: ${unknown.map(u => `--${u}`).join(', ')}\n${usage}`);
    process.exit(2);
  }
}

/** Runs a cli main, printing the error and exiting 1 when it throws. */
export function runMain(main: () => Promise<void>): void {
  main().catch(err => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
