import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';
import { logRedaction } from './log-redaction';

export type { Logger };

/** JSON lines; pretty-printed when a developer watches the terminal. */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Logger {
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY === true;
  return pino({
    level: config.logLevel,
    ...logRedaction,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}
