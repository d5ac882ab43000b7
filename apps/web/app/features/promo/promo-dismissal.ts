// Lives for one page view: a full reload starts fresh, client navigations and remounts keep it.
// It is only ever set in the browser, so the server never shares it between visitors.
let dismissed = false;

export function isSpringSaleDismissed(): boolean {
  return dismissed;
}

export function dismissSpringSale(): void {
  dismissed = true;
}

export function resetSpringSaleDismissal(): void {
  dismissed = false;
}
