// The e2e runs' SMTP server (smtp-server), one per site under test: each mail it takes lands in
// `dir` as a numbered .eml file, where the tests read it (e2e/support/mail.ts). It answers as
// mail servers do for the addresses the tests pick: `busy-…@` gets 451 (try later) and
// `refuse-…@` gets 550 (no such mailbox), until the address is written into `<dir>.mended`, one a
// line (the other side mended).
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Starts the server on 127.0.0.1:port, emptying `dir`; resolves once it listens. */
export function startSmtp(port, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.mended`, { force: true });
  fs.mkdirSync(dir, { recursive: true });
  const mended = (address) => fs.existsSync(`${dir}.mended`) && fs.readFileSync(`${dir}.mended`, 'utf8').split('\n').includes(address);
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo({ address }, _session, callback) {
      const answer = (code, text) => callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.startsWith('busy-') && !mended(address)) return answer(451, '4.2.1 Mailbox busy, try again later');
      if (address.startsWith('refuse-') && !mended(address)) return answer(550, '5.1.1 No such mailbox here');
      callback();
    },
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        fs.writeFileSync(path.join(dir, `${String(++received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(port, '127.0.0.1', () => resolve(smtp)));
}
