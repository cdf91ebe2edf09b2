import { api } from '@app/shared/api';
import { MEASUREMENT_PATHS, measurementPath, type Measurement } from '@app/shared/api-contract/progress-service';
import type { MeasurementInput } from '@app/shared/validation/measurements';

/** Her body measurements (the progress page): list, save, delete; each change reads them again. */
const measurementsApi = api.enhanceEndpoints({ addTagTypes: ['Measurement'] }).injectEndpoints({
  endpoints: (build) => ({
    measurements: build.query<Measurement[], void>({
      query: () => MEASUREMENT_PATHS.measurements,
      providesTags: ['Measurement'],
    }),
    saveMeasurement: build.mutation<Measurement, MeasurementInput>({
      query: (body) => ({ url: MEASUREMENT_PATHS.measurements, method: 'POST', body }),
      invalidatesTags: ['Measurement'],
    }),
    deleteMeasurement: build.mutation<null, number>({
      query: (id) => ({ url: measurementPath(id), method: 'DELETE' }),
      invalidatesTags: ['Measurement'],
    }),
  }),
});

export const { useMeasurementsQuery, useSaveMeasurementMutation, useDeleteMeasurementMutation } = measurementsApi;
