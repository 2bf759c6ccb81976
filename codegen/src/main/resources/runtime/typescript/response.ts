// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.

/** A successful call's parsed body beside the response it came from: what {@link APIPromise.withResponse} gives. */
export interface WithResponse<T> {
  /** The parsed body, exactly what awaiting the call gives. */
  readonly data: T;
  /**
   * The response of the final attempt: status, headers, and a body of its own to read (the bytes the SDK parsed; for a
   * binary call the `Response` it returns, for a stream the one its `Stream` reads).
   */
  readonly response: Response;
  /** The request id the server sent (see {@link requestIdOf}), or `undefined` when it sent none. */
  readonly requestId: string | undefined;
}

/**
 * What every non-paginated generated method returns: awaiting it gives the parsed body, as a plain promise would;
 * {@link APIPromise.withResponse} gives the body with the response and its request id, {@link APIPromise.asResponse}
 * the response alone. A failed call rejects all three with the same error.
 */
export class APIPromise<T> implements Promise<T> {
  readonly [Symbol.toStringTag] = 'APIPromise';
  private readonly received: Promise<WithResponse<T>>;

  constructor(received: Promise<WithResponse<T>>) {
    this.received = received;
    // The caller may use withResponse() or asResponse() instead of awaiting: mark the promise handled so that a
    // failure is reported through whichever the caller uses, not as an unhandled rejection.
    received.catch(() => undefined);
  }

  /** The parsed body, the response and its request id. */
  withResponse(): Promise<WithResponse<T>> {
    return this.received;
  }

  /** The response of the final attempt (its status and headers; its body readable as the method's docs say). */
  asResponse(): Promise<Response> {
    return this.received.then((r) => r.response);
  }

  then<TResult1 = T, TResult2 = never>(
    onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): Promise<TResult1 | TResult2> {
    return this.received.then((r) => r.data).then(onfulfilled, onrejected);
  }

  catch<TResult = never>(onrejected?: ((reason: unknown) => TResult | PromiseLike<TResult>) | null): Promise<T | TResult> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }
}

/**
 * The request id in response headers (lower-cased names): the header `name` (sdkgen.yaml's
 * `client.request_id_header`) when given, else `x-request-id`, else `request-id`; `undefined` when absent or empty.
 */
export function requestIdOf(headers: Readonly<Record<string, string>>, name?: string): string | undefined {
  const names = name === undefined ? ['x-request-id', 'request-id'] : [name.toLowerCase()];
  for (const key of names) {
    const value = headers[key];
    if (value !== undefined && value !== '') {
      return value;
    }
  }
  return undefined;
}
