// Placeholder while the page is being built (issue 8); replaced by the real page.
export default function PluginInstallation() {
  return null;
}
