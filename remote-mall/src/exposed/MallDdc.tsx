// Placeholder while the page is being built (issue 8); replaced by the real page.
export default function MallDdc() {
  return null;
}
