import type { LiveLine } from './live-line.js';

/** The logger the stages report through (the app's). */
export interface StageLog {
  info(fields: object, message: string): void;
}

/** A running stage, for the work inside it to say how far it has come. */
export interface Stage {
  /** Units of work done (rows) and, when known, the fraction of the whole. */
  progress(done: number, fraction: number | null): void;
  /** What the stage does now, when it moves to a part that reports no progress. */
  doing(what: string): void;
}

export interface StageOptions<T> {
  /** Said when the stage begins: for one that may take a while, such as the first start's. */
  announce?: string;
  /** Added to the line that ends the stage, from what the work returned. */
  summary?: (result: T) => string | undefined;
  /** What `progress` counts, for its lines ("rows"). */
  unit?: string;
}

const maxBarWidth = 24;
const minBarWidth = 10;
const redrawMs = 100;
const plainLineMs = 5000;
const spinner = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** 0.4 s, 18 s, 2 min 5 s. */
export function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

interface Rate {
  done: number;
  fraction: number | null;
  perSecond: number;
  msLeft: number | null;
}

function rateOf(done: number, fraction: number | null, elapsedMs: number): Rate {
  const perSecond = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const msLeft = fraction && fraction > 0 ? (elapsedMs * (1 - fraction)) / fraction : null;
  return { done, fraction, perSecond, msLeft };
}

function bar(fraction: number, width: number): string {
  const filled = Math.round(Math.min(Math.max(fraction, 0), 1) * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}]`;
}

/** "AMFI data: file [████░░░░] 41%  905,000 rows  112,000/s  12 s left", the bar fit to the width. */
function barLine(activity: string, rate: Rate, fraction: number, unit: string, columns: number) {
  const left = rate.msLeft === null ? '' : `  ${duration(rate.msLeft)} left`;
  const text = `${Math.floor(fraction * 100)}%  ${count(rate.done)} ${unit}  ${count(rate.perSecond)}/s${left}`;
  const room = columns - 1 - activity.length - text.length - 4;
  return `${activity} ${bar(fraction, Math.max(Math.min(room, maxBarWidth), minBarWidth))} ${text}`;
}

/** "905,000 rows (41%), 112,000 rows/s, about 12 s left" */
function rateText(rate: Rate, unit: string): string {
  const parts = [
    `${count(rate.done)} ${unit}` +
      (rate.fraction === null ? '' : ` (${Math.floor(rate.fraction * 100)}%)`),
    `${count(rate.perSecond)} ${unit}/s`,
  ];
  if (rate.msLeft !== null) parts.push(`about ${duration(rate.msLeft)} left`);
  return parts.join(', ');
}

class RunningStage implements Stage {
  private rate: Rate | null = null;
  private activity: string;
  /** When the current part began: the rate and time left count from there. */
  private partStarted: number;
  private lastDraw = 0;
  private lastPlainLine: number;
  private frame = 0;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly label: string,
    private readonly started: number,
    private readonly log: StageLog,
    private readonly live: LiveLine | undefined,
    private readonly unit: string,
    private readonly now: () => number,
    announce: string | undefined,
  ) {
    this.activity = announce ?? label;
    this.partStarted = started;
    this.lastPlainLine = started;
    if (live) {
      // Keeps the elapsed time moving while the work lets the event loop run.
      this.timer = setInterval(() => this.draw(), redrawMs * 2);
      this.timer.unref();
      this.draw();
    } else if (announce) {
      log.info({ stage: label }, `${announce}...`);
    }
  }

  progress(done: number, fraction: number | null): void {
    const at = this.now();
    this.rate = rateOf(done, fraction, at - this.partStarted);
    if (this.live) {
      if (at - this.lastDraw >= redrawMs) this.draw();
    } else if (at - this.lastPlainLine >= plainLineMs) {
      this.lastPlainLine = at;
      const rate = this.rate;
      this.log.info(
        {
          stage: this.label,
          [this.unit]: Math.round(rate.done),
          percent: rate.fraction === null ? null : Math.floor(rate.fraction * 100),
          perSecond: Math.round(rate.perSecond),
          secondsLeft: rate.msLeft === null ? null : Math.round(rate.msLeft / 1000),
        },
        `${this.activity}: ${rateText(rate, this.unit)}`,
      );
    }
  }

  doing(what: string): void {
    this.activity = `${this.label}: ${what}`;
    this.partStarted = this.now();
    this.rate = null;
    if (this.live) this.draw();
    else this.log.info({ stage: this.label }, `${this.activity}...`);
  }

  end(): void {
    if (this.timer) clearInterval(this.timer);
    this.live?.clear();
  }

  private draw(): void {
    if (!this.live) return;
    const at = this.now();
    this.lastDraw = at;
    const rate = this.rate;
    if (rate && rate.fraction !== null) {
      this.live.show(barLine(this.activity, rate, rate.fraction, this.unit, this.live.columns));
      return;
    }
    this.frame = (this.frame + 1) % spinner.length;
    const done = rate ? `  ${count(rate.done)} ${this.unit}` : '';
    this.live.show(
      `${spinner[this.frame]} ${this.activity}...${done}  ${duration(at - this.started)}`,
    );
  }
}

/**
 * The stages of a start (database, migrations, demo data, AMFI import): each ends with a line
 * giving its time. On a terminal the running stage shows on a live line, a long one as a
 * progress bar (done, percent, rate, time left); elsewhere a long one logs a line every few
 * seconds instead.
 */
export class StartProgress {
  constructor(
    private readonly log: StageLog,
    private readonly live?: LiveLine,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async stage<T>(
    label: string,
    work: (stage: Stage) => Promise<T>,
    options: StageOptions<T> = {},
  ): Promise<T> {
    const started = this.now();
    const unit = options.unit ?? 'rows';
    const running = new RunningStage(
      label,
      started,
      this.log,
      this.live,
      unit,
      this.now,
      options.announce,
    );
    let result: T;
    try {
      result = await work(running);
    } finally {
      running.end();
    }
    const ms = Math.round(this.now() - started);
    const summary = options.summary?.(result);
    this.log.info(
      { stage: label, ms },
      `${label}: ${duration(ms)}${summary ? ` (${summary})` : ''}`,
    );
    return result;
  }
}

/** A stage that reports nothing: for callers with no one to tell (tests, tools). */
export const quietStage: Stage = { progress: () => undefined, doing: () => undefined };
