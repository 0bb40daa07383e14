import axios from 'axios';
import { DEFAULT_AXIOS_TIMEOUT_MS } from '../schema/constants';

/**
 * The one axios client of the app (spec 2 section 7.1). Every call to the API goes through it.
 * Calls pass paths such as '/api/v1/bootstrap'; the client adds base URL, token, tenant-name
 * and language prefix. Pass NO_TIMEOUT for uploads, downloads, exports, reports, publishing,
 * bulk import and the unread poll.
 */
export const api = axios.create({ timeout: DEFAULT_AXIOS_TIMEOUT_MS });

export const NO_TIMEOUT = { timeout: 0 } as const;
