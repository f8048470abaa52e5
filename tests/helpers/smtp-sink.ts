import { SMTPServer } from 'smtp-server';

/** One message an SmtpSink received: its recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every message it is sent, for tests of real mail delivery. */
export interface SmtpSink {
  port: number;
  /** The SMTP_URL that reaches it. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts an SmtpSink on 127.0.0.1 (`port` 0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as { port: number }).port;
  return { port: bound, url: `smtp://127.0.0.1:${bound}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A raw message's text with quoted-printable soft breaks and escapes undone (links stay whole). */
export function decodedText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
