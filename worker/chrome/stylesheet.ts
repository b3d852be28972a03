// The whole stylesheet (17 KiB, 4.3 KiB gzip, minified by npm run build:client from client/styles/) goes
// inline into every page: one render-blocking request fewer on the way to the first paint. The same file
// is /assets/app.css for the static error page. The client build runs before every Worker build.
import css from '../../dist/client/assets/app.css';

export const INLINE_CSS: string = css;
