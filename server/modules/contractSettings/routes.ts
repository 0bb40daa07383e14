import type { FastifyInstance } from 'fastify';
import {
  depositProviderSchema,
  depositProviderUpdateSchema,
  digitalSignatureSchema,
  rentalAgreementSchema,
} from '../../../schema/contract';
import { rowIdParams } from '../../../schema/rowId';
import { staffContext } from '../../core/context';
import { ADMIN, route } from '../../core/route';
import {
  createDepositProvider,
  deleteDepositProvider,
  depositProviderList,
  getDepositProvider,
  updateDepositProvider,
} from './depositProviders';
import { getDigitalSignature, saveDigitalSignature } from './digitalSignature';
import { getRentalAgreement, saveRentalAgreement } from './rentalAgreement';

const params = rowIdParams('id');
const missing = 'deposit_provider_not_found';

/**
 * The contract settings (spec 2 section 7.17, admin only): settings/rental-agreement,
 * settings/digital-signature (GET, POST with the version) and settings/deposit-providers (list,
 * create, read, edit, delete, like the mail templates).
 */
export async function contractSettingsRoutes(app: FastifyInstance): Promise<void> {
  const guard = ADMIN;

  const agreement = '/api/v1/settings/rental-agreement';
  route(app, { method: 'GET', url: agreement, guard }, ({ request }) =>
    getRentalAgreement(app.db, staffContext(request).project.id),
  );
  route(app, { method: 'POST', url: agreement, guard, body: rentalAgreementSchema }, ({ request, body }) => {
    const { project, user } = staffContext(request);
    return saveRentalAgreement(app.db, project, user, body);
  });

  const signature = '/api/v1/settings/digital-signature';
  route(app, { method: 'GET', url: signature, guard }, ({ request }) =>
    getDigitalSignature(app.db, staffContext(request).project),
  );
  route(app, { method: 'POST', url: signature, guard, body: digitalSignatureSchema }, ({ request, body }) => {
    const { project, user } = staffContext(request);
    return saveDigitalSignature(app.db, project, user, body);
  });

  const providers = '/api/v1/settings/deposit-providers';
  route(app, { method: 'GET', url: providers, guard }, ({ request }) =>
    depositProviderList(app.db, staffContext(request).project),
  );
  route(
    app,
    { method: 'POST', url: `${providers}/create`, guard, body: depositProviderSchema },
    async ({ request, reply, body }) => {
      const { project, user } = staffContext(request);
      return reply.code(201).send(await createDepositProvider(app.db, project, user, body));
    },
  );
  route(app, { method: 'GET', url: `${providers}/:id`, guard, params, missing }, ({ request, params }) =>
    getDepositProvider(app.db, staffContext(request).project, params.id),
  );
  route(
    app,
    {
      method: 'POST',
      url: `${providers}/:id/edit`,
      guard,
      params,
      missing,
      body: depositProviderUpdateSchema,
    },
    ({ request, params, body }) => {
      const { project, user } = staffContext(request);
      return updateDepositProvider(app.db, project, user, params.id, body);
    },
  );
  route(app, { method: 'DELETE', url: `${providers}/:id`, guard, params, missing }, ({ request, params }) => {
    const { project, user } = staffContext(request);
    return deleteDepositProvider(app.db, project, user, params.id);
  });
}
