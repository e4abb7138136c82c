/** An answer in the provider's error shape: `{message, errors?: {"field.path": [...]}}`. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]> },
  ) {
    super(body.message);
    this.name = 'SandboxHttpError';
  }
}

export const notFound = (what: string) => new SandboxHttpError(404, { message: `${what} not found.` });
export const precondition = (message: string) => new SandboxHttpError(412, { message });
export const unauthorized = () =>
  new SandboxHttpError(401, { message: 'Authorization has been denied for this request.' });

type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/** Reads request fields and collects 422 errors keyed by their dotted path. */
export class Fields {
  readonly errors: Record<string, string[]>;

  constructor(
    private readonly body: Body,
    private readonly prefix = '',
    errors?: Record<string, string[]>,
  ) {
    this.errors = errors ?? {};
  }

  private path(name: string) {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  fail(name: string, message: string) {
    (this.errors[this.path(name)] ??= []).push(message);
  }

  nested(name: string): Fields | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(name, `The ${name} field is invalid.`);
      return undefined;
    }
    return new Fields(value as Body, this.path(name), this.errors);
  }

  raw(name: string): unknown {
    return this.body[name];
  }

  string(name: string, required: true): string;
  string(name: string, required?: false): string | undefined;
  string(name: string, required = false): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      if (required) this.fail(name, `The ${name} field is required.`);
      return required ? '' : undefined;
    }
    if (typeof value !== 'string') {
      this.fail(name, `The ${name} field is invalid.`);
      return required ? '' : undefined;
    }
    return value;
  }

  integer(
    name: string,
    options: { required?: boolean; min?: number; max?: number } = {},
  ): number | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (options.required) this.fail(name, `The ${name} field is required.`);
      return undefined;
    }
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      (options.min !== undefined && number < options.min) ||
      (options.max !== undefined && number > options.max)
    ) {
      this.fail(name, `The field ${name} is invalid.`);
      return undefined;
    }
    return number;
  }

  oneOf<T extends string>(name: string, values: readonly T[], required = false): T | undefined {
    const value = this.string(name, required as false);
    if (value === undefined) return undefined;
    if (!values.includes(value as T)) {
      this.fail(name, `The field ${name} must be one of: ${values.join(', ')}.`);
      return undefined;
    }
    return value as T;
  }

  metadata(name = 'metadata'): Record<string, string> | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(name, `The ${name} field is invalid.`);
      return undefined;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  }

  /** Throws the provider's 422 when anything failed. */
  check() {
    if (Object.keys(this.errors).length > 0) {
      throw new SandboxHttpError(422, { message: 'The request is invalid.', errors: this.errors });
    }
  }
}
