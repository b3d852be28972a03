import { createCommerceBackend } from './backend';
const backendApp = createCommerceBackend();
export default { fetch(req: Request, env: any, ctx: ExecutionContext) { const u = new URL(req.url); if (u.pathname.startsWith('/_commerce/')) { return backendApp.fetch(new Request(new URL(u.pathname.slice(10), u), req), env, ctx); } return new Response('todo'); } };
