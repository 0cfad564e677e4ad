import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { useToken } from './api-session';

/**
 * The phone checks of the buyer's signed-in pages (issue 25): the page never scrolls sideways, the page's primary
 * action lies inside the screen's width, and the header stays in view after scrolling (SPEC's fixedHeader default).
 */
export const PHONE_VIEWPORTS = [{ width: 360, height: 740 }, { width: 390, height: 844 }] as const;
export const PHONE_LANGUAGES = ['vi', 'cn'] as const;
export type PhoneLanguage = (typeof PHONE_LANGUAGES)[number];
export type PhoneViewport = (typeof PHONE_VIEWPORTS)[number];

/** A phone-sized context in the language, signed in with `token` when given. */
export async function phoneContext(browser: Browser, baseURL: string, viewport: PhoneViewport, language: PhoneLanguage, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, locale: language === 'vi' ? 'vi-VN' : 'zh-CN' });
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  if (token) await useToken(context, baseURL, token);
  return context;
}

/**
 * The screen's width in CSS pixels. Not `innerWidth`: in a phone context (`isMobile`) Chromium widens the layout
 * viewport to a page wider than the screen and zooms out, so `innerWidth` grows with the page (a 430 px navbar gave
 * `scrollWidth` 430 and `innerWidth` 430 on a 390 px screen) and the comparison could never fail.
 */
async function screenWidth(page: Page): Promise<number> {
  return page.viewportSize()?.width ?? page.evaluate(() => document.documentElement.clientWidth);
}

/** Nothing on the page is wider than the screen: the document does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = { scroll: await page.evaluate(() => document.documentElement.scrollWidth), inner: await screenWidth(page) };
  if (widths.scroll > widths.inner) {
    // Name the widest offenders, so a failure says what to fix.
    const wide = await page.evaluate((inner) => [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((x) => x.right > inner + 1)
      .slice(0, 5)
      .map((x) => `${x.el.tagName.toLowerCase()}${x.el.id ? `#${x.el.id}` : ''}.${String(x.el.className).split(' ')[0]} → ${Math.round(x.right)}px`), widths.inner);
    expect.soft(widths.scroll, `${what}: page ${widths.scroll}px wide in ${widths.inner}px (${wide.join('; ')})`).toBeLessThanOrEqual(widths.inner);
  }
}

/** The locator's box lies within the screen's width (it may be below the fold: that is vertical scrolling). */
export async function expectWithinWidth(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is shown`).toBeVisible();
  const box = await locator.boundingBox();
  const inner = await screenWidth(page);
  expect.soft(box && box.x >= -1 && box.x + box.width <= inner + 1, `${what} within 0..${inner}px: ${JSON.stringify(box)}`).toBe(true);
}

/** A text box's placeholder is read whole: its text, in the box's own font, fits between the box's paddings. */
export async function expectPlaceholderFits(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is shown`).toBeVisible();
  const { text, width, room } = await locator.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      text: el.placeholder,
      width: context.measureText(el.placeholder).width,
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect.soft(width, `${what}: "${text}" (${Math.round(width)} px) fits its ${Math.round(room)} px`).toBeLessThanOrEqual(room);
}

/** After scrolling to the bottom the navbar (the layout's `<header>`) is still at the top of the screen. */
export async function expectHeaderStays(page: Page, what: string): Promise<void> {
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight);
  const box = await header.boundingBox();
  expect.soft(box !== null && box.y >= -1 && box.y < 80, `${what}: header after scrolling at ${JSON.stringify(box)}`).toBe(true);
}

/** What every phone page must (issue 25): its primary action within the width, no sideways scroll, the header kept. */
export async function expectPhoneFit(page: Page, what: string, primary: Locator): Promise<void> {
  await expectWithinWidth(page, primary, `${what}: primary action`);
  await expectNoSidewaysScroll(page, what);
  await expectHeaderStays(page, what);
}

/**
 * Resolves when the element's own animations and transitions have ended (a drawer's slide-in, a menu's scale-in, a
 * toast's entrance). An overlay read while it moves is off by the distance it has still to travel: mid slide-in the
 * settings drawer read x ≈ 170 on a 360 px screen, its Save button x ≈ 460 (docs/shell-routing.md "On a phone").
 * Endless animations (a spinner) are not waited for; a cancelled one counts as ended.
 */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * An open overlay (drawer, menu, dialog, toast) once at rest: its box inside the screen's width, its primary control
 * inside the width and wholly on the screen, and the page not scrolling sideways.
 */
export async function expectOverlayFits(page: Page, overlay: Locator, primary: Locator, what: string): Promise<void> {
  await expect(overlay, `${what} is open`).toBeVisible();
  await animationsEnded(overlay);
  await expectWithinWidth(page, overlay, what);
  await expectWithinWidth(page, primary, `${what}: primary control`);
  await expect.soft(primary, `${what}: primary control on the screen`).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, `${what} open`);
}
