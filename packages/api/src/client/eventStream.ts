// Reads a Server-Sent Events body (text/event-stream) delivered by fetch: framework-free, so the
// token travels in a header and never in a URL (EventSource cannot send headers).

/** Splits an event-stream text into complete events (`event` and joined `data` lines) and the rest. */
export function splitEventStream(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Calls `onEvent` with each event of the body until it ends (resolves) or fails (rejects), and
 * `onBytes` whenever anything arrives (heartbeat comments included: the stream is alive).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
  onBytes: () => void = () => undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true });
    const { events, rest } = splitEventStream(buffer);
    buffer = rest;
    for (const e of events) onEvent(e.event, e.data);
  }
}
