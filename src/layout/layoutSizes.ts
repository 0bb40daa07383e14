/** Geometry shared by the top bar, the menu and the sidepanel. */
export const TOOLBAR_HEIGHT = 56;
/** the brand line above the toolbar and the hairline below it */
export const TOPBAR_HEIGHT = TOOLBAR_HEIGHT + 3 + 1;
export const MENU_WIDTH = 248;
export const MENU_COLLAPSED_WIDTH = 64;
export const MOBILE_MENU_WIDTH = 288;
export const SIDEPANEL_WIDTH = 'clamp(360px, 40vw, 640px)';
