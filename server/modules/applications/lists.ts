import type { ListSchema } from '../../lists/types';

/** The lists applications/ and sales/applications/ (spec 2 section 7.4). */
export const applicationLists: ListSchema[] = [];
