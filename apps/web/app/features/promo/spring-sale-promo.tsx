export function SpringSalePromo() {
  return null;
}
