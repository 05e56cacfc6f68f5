import type { APIRequestContext } from '@playwright/test';

/** One widget slot of a host page: its markup as printed, and the props it holds. */
export interface WidgetSlot {
  markup: string;
  props: Record<string, unknown>;
}

const SLOT = /<div data-rdm-widget="([a-z-]+)">[\s\S]*?<\/div>/g;
const PROP = /data-rdm-prop="(\w+)">([\s\S]*?)<\/script>/g;

/**
 * The widget slots a server-rendered page prints (`data-rdm-widget` elements with JSON
 * `data-rdm-prop` scripts), read from its HTML as the logged-in user: the real props, as a host
 * hands them to the widgets. The JSON is script-safe (`<` escaped), so no `</div>` hides in it.
 */
export const widgetSlotsOf = async (
  request: APIRequestContext,
  path: string,
): Promise<Map<string, WidgetSlot>> => {
  const answer = await request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  const html = await answer.text();
  const slots = new Map<string, WidgetSlot>();
  for (const [markup, name] of html.matchAll(SLOT)) {
    const props = Object.fromEntries(
      Array.from(markup.matchAll(PROP), ([, prop, json]) => [prop, JSON.parse(json!) as unknown]),
    );
    slots.set(name!, { markup, props });
  }
  return slots;
};

/** The slot of one widget on a page; fails when the page prints none. */
export const widgetSlotOf = async (
  request: APIRequestContext,
  path: string,
  widget: string,
): Promise<WidgetSlot> => {
  const slot = (await widgetSlotsOf(request, path)).get(widget);
  if (!slot) throw new Error(`${path} prints no ${widget} slot`);
  return slot;
};
