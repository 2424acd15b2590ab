/** The logging surface the API needs; pino satisfies it, tests pass a silent one. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child?(bindings: object): Logger;
}

export const silentLogger: Logger = {
  info() {},
  warn() {},
  error() {},
};
