/**
 * Routes live in the hash: `#/` (saved duels), `#/duel/<id>`, `#/replay/<id>` or
 * `#/replay/<id>/<step>`, `#/shadow` (mages), `#/campaign/<mageId>/<campaignId>`. Each screen registers what opens it and what it drops when
 * another screen opens; a late answer for an older route is dropped by comparing serials.
 */
export interface Screen {
  /** Forget the screen's state (a stream still running for it stops updating the page). */
  leave(): void;
}

export interface Routes {
  home(): void;
  duel(id: string): void;
  replay(id: string, step: number | undefined): void;
  shadow(): void;
  campaign(mageId: string, id: string): void;
}

let routes: Routes | null = null;
let serial = 0;

/** Bumped on every route change. */
export function routeSerial(): number {
  return serial;
}

export function route(): void {
  if (!routes) return;
  serial++;
  const hash = location.hash.replace(/^#\/?/, '');
  const [kind, id, step] = hash.split('/');
  if (kind === 'duel' && id) routes.duel(decodeURIComponent(id));
  else if (kind === 'shadow') routes.shadow();
  else if (kind === 'campaign' && id && step) routes.campaign(decodeURIComponent(id), decodeURIComponent(step));
  else if (kind === 'replay' && id) routes.replay(decodeURIComponent(id), step !== undefined && /^\d+$/.test(step) ? Number(step) : undefined);
  else routes.home();
}

export function startRouting(r: Routes): void {
  routes = r;
  window.addEventListener('hashchange', route);
  route();
}

export function go(path: string): void {
  if (location.hash === `#${path}`) route();
  else location.hash = path;
}
