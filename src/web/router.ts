/** The web page's Router, as the service imports it (`app.use(webRouter())`); see mount.ts. */
export { webRouter, mountWeb, bundleClient, CONTENT_SECURITY_POLICY, type WebOptions } from './mount.js';
