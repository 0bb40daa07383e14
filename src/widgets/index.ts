/** The widget engine (spec 1 section 4): home uses it, analytics will. */
export { WidgetCard, type WidgetCardProps } from './WidgetCard';
export { useWidget, type WidgetLoad } from './useWidget';
export type { WidgetBodyProps } from './types';
