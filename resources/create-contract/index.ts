import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadCreateContract } from './screens';

/** `create-contract/{id}` (spec 1 section 2, digitalcontract): a tenant's rental agreement. */
export const createContract: AppResource = {
  name: 'create-contract',
  icon: DescriptionOutlined,
  recordPage: lazyScreen(loadCreateContract),
};
