/** One server-sent event as the stream's text gives it (the HTML standard's event stream format). */
export type SseMessage = { event: string; data: string; id: string | null };

/**
 * Turns the stream's text, chunk by chunk, into whole events. Follows the format's rules that matter here: lines end
 * in LF, CR or CRLF; a blank line ends an event; `:` starts a comment (the heartbeats); `data` lines join with LF;
 * `id` holds until changed; an event without data is not dispatched.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  /** The last event id seen: sent back as Last-Event-ID when the stream reconnects. */
  lastEventId: string | null = null;
  /** A `retry:` field, in milliseconds. */
  retryMs: number | null = null;

  push(text: string): SseMessage[] {
    this.buffer += text;
    const out: SseMessage[] = [];
    let match: RegExpExecArray | null;
    const lineEnd = /\r\n|\r|\n/;
    while ((match = lineEnd.exec(this.buffer))) {
      // A CR at the very end may be the first half of a CRLF still to come.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      const data = this.data;
      const event = this.event || 'message';
      this.data = [];
      this.event = '';
      return data.length ? { event, data: data.join('\n'), id: this.lastEventId } : null;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}
