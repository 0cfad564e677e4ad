/**
 * The panel's own style, inside its shadow root: `all: initial` on the host keeps the page's inherited fonts and
 * colours out; phone widths (Pinduoduo's 360–414 px pages) get a bottom sheet across the screen.
 */
export const PANEL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.root { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; font: 14px/1.45 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; color: #1a202c; }
button { font: inherit; cursor: pointer; border-radius: 6px; border: 1px solid #cbd5e0; background: #fff; color: #1a202c; padding: 6px 12px; min-height: 36px; }
button.primary { background: #2b6cb0; border-color: #2b6cb0; color: #fff; font-weight: 600; }
button:disabled { opacity: .6; cursor: default; }
button:focus-visible, input:focus-visible, textarea:focus-visible, a:focus-visible { outline: 2px solid #3182ce; outline-offset: 2px; }
.launcher { box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.panel { width: 440px; max-height: calc(100vh - 32px); overflow: auto; background: #fff; border: 1px solid #e2e8f0; border-radius: 10px; box-shadow: 0 8px 30px rgba(0,0,0,.3); padding: 14px; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 8px; }
.head h2 { font-size: 15px; margin: 0; }
.title { font-weight: 600; margin: 6px 0 2px; overflow-wrap: anywhere; }
.muted { color: #4a5568; font-size: 13px; }
.pics { display: flex; gap: 6px; overflow-x: auto; margin: 6px 0; }
.pics img { width: 64px; height: 64px; object-fit: cover; border-radius: 4px; background: #edf2f7; flex: none; }
table { width: 100%; border-collapse: collapse; margin: 8px 0; }
th, td { text-align: left; padding: 5px 4px; border-bottom: 1px solid #edf2f7; vertical-align: middle; }
th { font-size: 12px; color: #4a5568; font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; }
td input { width: 72px; padding: 4px 6px; font: inherit; border: 1px solid #cbd5e0; border-radius: 4px; }
tr.sold-out td { color: #a0aec0; }
.tiers { display: flex; flex-wrap: wrap; gap: 6px 12px; margin: 4px 0; }
.tiers span { background: #fffaf0; border: 1px solid #fbd38d; border-radius: 4px; padding: 1px 6px; }
fieldset { border: 0; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
legend { font-size: 12px; color: #4a5568; margin-bottom: 2px; }
label.inline { display: inline-flex; align-items: center; gap: 4px; min-height: 32px; }
textarea { width: 100%; font: inherit; border: 1px solid #cbd5e0; border-radius: 4px; padding: 4px 6px; min-height: 48px; }
.message { margin: 8px 0; padding: 8px; border-radius: 6px; }
.message.error { background: #fff5f5; color: #9b2c2c; border: 1px solid #feb2b2; }
.message.ok { background: #f0fff4; color: #22543d; border: 1px solid #9ae6b4; }
.actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 8px; }
a { color: #2b6cb0; }
@media (max-width: 480px) {
  .root { right: 0; left: 0; bottom: 0; }
  .root.closed { left: auto; right: 12px; bottom: 12px; }
  .panel { width: 100vw; max-height: 85vh; border-radius: 12px 12px 0 0; }
  td input { width: 60px; }
}
`;
