// Tests never leave the machine: Google's auth library must not probe the cloud metadata
// server (a link-local address) when a test's firebase-admin client has no credentials.
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.GCE_METADATA_HOST = '127.0.0.1:9';
process.env.GCE_METADATA_IP = '127.0.0.1:9';
