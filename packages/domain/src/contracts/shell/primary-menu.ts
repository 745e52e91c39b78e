import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall, type GatewayResource } from '../call.js';

/** '1' shown (IS_IN_PRIMARY) or active (IS_ACTIVE); '0' otherwise. */
export const ZMenuFlag = z.enum(['0', '1']);

const text = z.string().max(200);

/**
 * The menu tree of spec 1 section 3, as GET xml/primaryMenu.xml and getPrimaryMenu serve it: up to
 * four levels, each field numbered by its level. IS_ACTIVE{n} and ACCESS{n} carry the visibility of
 * spec 1 section 6 (active, and an access string holding 'Z' plus the entry channel's letter).
 */
export const ZMenuItem4 = z.object({
  MENU_ID4: text,
  MENU_NAME4: text,
  URL4: text,
  IS_ACTIVE4: ZMenuFlag,
  ACCESS4: text,
});
export const ZMenuItem3 = z.object({
  MENU_ID3: text,
  MENU_NAME3: text,
  URL3: text,
  IS_ACTIVE3: ZMenuFlag,
  ACCESS3: text,
  MODULE4: z.array(ZMenuItem4),
});
export const ZMenuItem2 = z.object({
  MENU_ID2: text,
  MENU_NAME2: text,
  URL2: text,
  IS_IN_PRIMARY2: ZMenuFlag,
  IS_ACTIVE2: ZMenuFlag,
  ACCESS2: text,
  MODULE3: z.array(ZMenuItem3),
});
export const ZMenuItem1 = z.object({
  MENU_ID1: text,
  MENU_NAME1: text,
  URL1: text,
  IS_IN_PRIMARY1: ZMenuFlag,
  IS_ACTIVE1: ZMenuFlag,
  ACCESS1: text,
  MODULE2: z.array(ZMenuItem2),
});
export type TMenuItem1 = z.infer<typeof ZMenuItem1>;
export type TMenuItem2 = z.infer<typeof ZMenuItem2>;
export type TMenuItem3 = z.infer<typeof ZMenuItem3>;
export type TMenuItem4 = z.infer<typeof ZMenuItem4>;

/** The whole tree: the level-1 items in menu order (the root of the XML is <MENU>, each item <MODULE1>). */
export const ZPrimaryMenu = z.array(ZMenuItem1);
export type TPrimaryMenu = z.infer<typeof ZPrimaryMenu>;

/** POST ewaportfoliows/api/rest/primarymenu/getPrimaryMenu: the JSON fallback of the XML menu. */
export const ZGetPrimaryMenuRequest = z.object({
  /** The login ID the investor logged in with (wealth account number or personalised login ID). */
  loginid: boundedText(64).default(''),
  njac_no: boundedText(16).min(1, 'njac_no cannot be empty.'),
});
export type TGetPrimaryMenuRequest = z.input<typeof ZGetPrimaryMenuRequest>;
export const ZGetPrimaryMenuResponse = ZPrimaryMenu;
export type TGetPrimaryMenuResponse = TPrimaryMenu;

/** POST ewaportfoliows/api/rest/primarymenu/getPrimaryMenu. */
export const getPrimaryMenuCall = defineCall('ewaportfoliows/api/rest/primarymenu/getPrimaryMenu', ZGetPrimaryMenuRequest, ZGetPrimaryMenuResponse);

/** GET xml/primaryMenu.xml: the menu tree as XML; getPrimaryMenu is its JSON fallback. */
export const primaryMenuXmlResource = {
  path: 'xml/primaryMenu.xml',
} as const satisfies GatewayResource;
