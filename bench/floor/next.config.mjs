// Next's defaults: the floor has nothing of the site's configuration.
const config = {};

export default config;
