// Next's defaults: the floor has nothing of the site's configuration but its image sizes, which the
// content floor's copied markup asks the optimiser for, and the response headers the site sends
// (bench/site-headers.mjs): served as the site is served, the floor differs from it only in code.
import fs from 'node:fs';
import { SITE_HEADERS } from '../site-headers.mjs';

const config = {
  images: { deviceSizes: [640, 750, 828, 1080, 1200, 1920] },
  async headers() {
    if (!fs.existsSync(SITE_HEADERS)) return [];
    return [{ source: '/:path*', headers: JSON.parse(fs.readFileSync(SITE_HEADERS, 'utf8')) }];
  },
};

export default config;
