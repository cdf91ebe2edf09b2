import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MEASUREMENT_PATHS } from '@app/shared/api-contract/progress-service';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { MeasurementBody, MeasurementParams, MeasurementSchema } from '@app/shared/api-contract/schemas/progress';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { MEASUREMENT_MESSAGES, validateMeasurement } from '@app/shared/validation/measurements';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, EmptyData, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { deleteMeasurement, measurementOwner, measurementsOf, saveMeasurement } from './measurements-repository.ts';

const TAGS = ['measurements'];
const path = (full: string) => under(API_SERVICE_PREFIXES.progressService, full);

/** The progress service's body measurements (issue 43): hers alone, each figure in the unit she entered it in. */
const measurementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(MEASUREMENT_PATHS.measurements),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getMeasurements',
      summary: 'The member’s body measurements, oldest first, each figure with the unit it was entered in',
      description: 'For a signed-in member, her own only; hers to read whether or not she subscribes.',
      response: Replies(Type.Array(MeasurementSchema), [401]),
    }),
    async (request) => ({ code: 200, data: await measurementsOf(app.db, request.member.userId), message: 'OK' }),
  );

  app.post(
    path(MEASUREMENT_PATHS.measurements),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'saveMeasurement',
      summary: 'Save her weight, waist, hips and chest (any of them), each in kg or lb, cm or in',
      description:
        'For a signed-in member. The form’s rules apply (at least one measure, 25-300 kg and 40-250 cm in either unit, 1 decimal); a 400 names the first problem and saves nothing.',
      body: MeasurementBody,
      response: Replies(MeasurementSchema, [401, ...BODY_ERRORS]),
    }),
    async (request) => {
      const errors = validateMeasurement(request.body);
      const first = Object.values(errors)[0];
      if (first) throw new ApiError(400, 'VALIDATION_FAILED', first, { fields: errors });
      return { code: 200, data: await saveMeasurement(app.db, request.member.userId, request.body), message: SUCCESS_MESSAGES.saved };
    },
  );

  app.delete(
    path(MEASUREMENT_PATHS.measurement),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'deleteMeasurement',
      summary: 'Delete one of her measurements',
      description: 'For a signed-in member: another member’s measurement is a 403, an unknown one a 404.',
      params: MeasurementParams,
      response: Replies(EmptyData, [401, 403, 404]),
    }),
    async (request) => {
      const id = wholeNumber(request.params.measurementId, 'Measurement id');
      const owner = await measurementOwner(app.db, id);
      if (owner === null) throw new ApiError(404, 'NOT_FOUND', MEASUREMENT_MESSAGES.missing);
      if (owner !== request.member.userId) throw new ApiError(403, 'FORBIDDEN', MEASUREMENT_MESSAGES.notYours);
      if (!(await deleteMeasurement(app.db, request.member.userId, id))) throw new ApiError(404, 'NOT_FOUND', MEASUREMENT_MESSAGES.missing);
      return { code: 200, data: null, message: SUCCESS_MESSAGES.measurementDeleted };
    },
  );
};

export default measurementsRoutes;
