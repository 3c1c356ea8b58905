import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { readableBody } from "./mail";

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string; body: string };

/** A real SMTP server on loopback that keeps what it receives (after `delayMs`, a slow server). */
export async function startSmtpSink(port = 0, options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    onClose(session) {
      closed.add(session.id);
    },
    authOptional: true,
    // No reverse DNS lookup of each client: a machine without a resolver would wait seconds a message.
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "",
          body: readableBody(raw),
        };
        // Kept when accepted (250), as a real server takes responsibility for it only then: a
        // sender gone before that (it died) never handed it over.
        const accept = () => {
          if (closed.has(session.id)) return;
          received.push(mail);
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  // Senders keep their connection open (the site's transport pools it): closing ends them too.
  const sockets = new Set<Socket>();
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
