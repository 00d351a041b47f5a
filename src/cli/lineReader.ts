/**
 * Lines from the terminal or a pipe, one at a time, with a prompt: the campaign asks
 * questions between duels and hands the same reader to the duel, so both share one input.
 * Piped lines are echoed after the prompt (a terminal shows what was typed by itself).
 */
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export class LineReader {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  private readonly echo: boolean;

  constructor(
    input: Readable,
    private readonly output: Writable,
    echo?: boolean,
  ) {
    this.rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
    this.lines = this.rl[Symbol.asyncIterator]();
    this.echo = echo ?? !(input as Readable & { isTTY?: boolean }).isTTY;
  }

  write(text: string): void {
    this.output.write(text);
  }

  /** The next line, trimmed, or null when the input has ended. */
  async ask(prompt: string): Promise<string | null> {
    this.output.write(prompt);
    const next = await this.lines.next();
    if (next.done) {
      this.output.write('\n');
      return null;
    }
    if (this.echo) this.output.write(`${next.value}\n`);
    return next.value.trim();
  }

  close(): void {
    this.rl.close();
  }
}
