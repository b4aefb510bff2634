import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-', '/e2e/'],
  moduleNameMapper: {
    // `server-only` throws outside React's server bundle; in jest every module is server code.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFiles: ['<rootDir>/tests/support/jest-env.ts'],
  testTimeout: 30_000,
};

// Packages that ship ESM only (sanitize-html's parser, htmlparser2 and friends; jose, under
// firebase-admin's token verifier): Node loads them with require(esm), jest's module system does
// not without --experimental-vm-modules, so jest compiles those packages too.
const ESM_PACKAGES = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype', 'jose'];

// next/image's getImageProps reads the image settings from process.env.__NEXT_IMAGE_OPTS, which
// Next's build (and next/jest's transform, for the files it compiles) replaces with next.config's:
// compiled here, it sees the site's settings as the build does.
const COMPILED_FROM_NEXT = ['next/dist/shared/lib/image-external-get-image-props\\.js'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/|${COMPILED_FROM_NEXT.join('|')})`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
