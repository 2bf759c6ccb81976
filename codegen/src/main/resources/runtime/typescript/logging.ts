// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

/**
 * How much the client logs: `info` one line per attempt (method, URL, status, duration) and per retry; `debug` also
 * the request and response headers, credentials masked; `warn` and `error` only what goes wrong; `off` nothing.
 */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Where log lines go: `console` unless the `logger` client option gives another object with these methods. */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  debug(message: string, ...details: unknown[]): void;
}

/** The log levels from the quietest to the most verbose. */
export const LOG_LEVELS: readonly LogLevel[] = ['off', 'error', 'warn', 'info', 'debug'];

/** What a masked credential is printed as. */
export const REDACTED = '***';

/** Headers that always carry credentials, whatever the security schemes say (lower case). */
export const SECRET_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** A log level from text (an environment variable), case-insensitive; `undefined` for anything else. */
export function parseLogLevel(text: string | undefined): LogLevel | undefined {
  const level = text?.trim().toLowerCase();
  return LOG_LEVELS.find((l) => l === level);
}

/** Writes log lines at or below a level, to a logger. */
export class Log {
  readonly level: LogLevel;
  private readonly logger: Logger;
  private readonly rank: number;

  constructor(level: LogLevel, logger: Logger) {
    if (!LOG_LEVELS.includes(level)) {
      throw new TypeError(`logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${String(level)}`);
    }
    this.level = level;
    this.logger = logger;
    this.rank = LOG_LEVELS.indexOf(level);
  }

  /** Whether lines of this level are written. */
  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return LOG_LEVELS.indexOf(level) <= this.rank;
  }

  write(level: Exclude<LogLevel, 'off'>, message: string, ...details: unknown[]): void {
    if (this.enabled(level)) {
      this.logger[level](message, ...details);
    }
  }
}

/**
 * Headers for a log line: names as given, the value of every secret header (the {@link SECRET_HEADERS} and the
 * `secretNames` of the API-key schemes, case-insensitive) replaced by {@link REDACTED}.
 */
export function redactHeaders(
  headers: Readonly<Record<string, string>>,
  secretNames: readonly string[],
): Record<string, string> {
  const secret = new Set([...SECRET_HEADERS, ...secretNames.map((n) => n.toLowerCase())]);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = secret.has(name.toLowerCase()) ? REDACTED : value;
  }
  return out;
}
