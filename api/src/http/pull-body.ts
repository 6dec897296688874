/**
 * A response body read from `pieces` only as the client takes it: the next
 * piece is asked for when the server has room to send it (pull), so that a
 * slow client slows the database cursor behind it rather than filling the
 * API's memory, and a client that goes away cancels the stream, which ends
 * `pieces` (and closes what it reads from).
 *
 * An error after the first byte errors the stream, and the server then drops
 * the connection: Hono's `stream` helper would end the body cleanly instead,
 * leaving a cut-off file that looks whole to the client that saves it.
 */
export function pullBody(
  pieces: AsyncGenerator<string | Uint8Array>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await pieces.next();
          if (done) controller.close();
          else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    // One piece waits at most; the socket's own buffers hold the rest.
    { highWaterMark: 1 },
  );
}
