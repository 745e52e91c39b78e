/** Where the live line draws: a terminal (process.stdout when it is one). */
export interface TerminalOut {
  write(text: string): unknown;
  columns?: number;
}

const clearLine = '\r\x1b[2K';

/**
 * The bottom line of a terminal, redrawn in place (a progress bar or what the start is doing).
 * Log lines are written through it, so they scroll above it and it stays below them.
 */
export class LiveLine {
  private text = '';

  constructor(private readonly out: TerminalOut) {}

  /** The terminal's width in characters. */
  get columns(): number {
    return this.out.columns || 80;
  }

  show(text: string): void {
    // One row only: a wrapped line could no longer be cleared by going back to its start.
    const width = this.columns - 1;
    this.text = text.length > width ? text.slice(0, width) : text;
    this.out.write(clearLine + this.text);
  }

  clear(): void {
    if (!this.text) return;
    this.out.write(clearLine);
    this.text = '';
  }

  /** Writes whole lines above the live line. */
  write(lines: string): void {
    if (!this.text) {
      this.out.write(lines);
      return;
    }
    this.out.write(clearLine + lines + this.text);
  }
}
