/** Id of the build this bundle came from; the server reports the deployed one as `buildId` in /config.json. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
