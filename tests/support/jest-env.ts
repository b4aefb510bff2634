// Tests never leave the machine: Google's auth library must not probe the cloud metadata
// server (a link-local address) when a test's firebase-admin client has no credentials.
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.GCE_METADATA_HOST = '127.0.0.1:9';
process.env.GCE_METADATA_IP = '127.0.0.1:9';

// Mails the site delivers itself (local mode, no SMTP_URL) go to a scratch folder, not the checkout's.
// eslint-disable-next-line @typescript-eslint/no-require-imports
process.env.MAIL_DIR = require('node:fs').mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'site-mail-'));
