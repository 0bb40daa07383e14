/**
 * The colours of a chart's slices, in order: eight hues told apart by people with the common
 * colour-vision deficiencies too (after Okabe and Ito, and Tol), each with a contrast of at least
 * 3:1 on white. A chart never relies on colour alone: every slice's legend entry names its label
 * and count.
 */
export const SLICE_COLOURS = [
  '#0072B2', // blue
  '#D55E00', // vermilion
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#332288', // indigo
  '#B8860B', // ochre
  '#882255', // wine
  '#5F5F5F', // grey
] as const;

/** The colour of the slice at `index`: distinct for up to SLICE_COLOURS.length slices. */
export function sliceColour(index: number): string {
  return SLICE_COLOURS[index % SLICE_COLOURS.length]!;
}
