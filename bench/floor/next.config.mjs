// Next's defaults: the floor has nothing of the site's configuration but its image sizes, which the
// content floor's copied markup asks the optimiser for.
const config = {
  images: { deviceSizes: [640, 750, 828, 1080, 1200, 1920] },
};

export default config;
